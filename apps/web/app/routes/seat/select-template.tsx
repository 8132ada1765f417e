import { MAX_SEATS, seatCount, seatPlaces, type TSeatLayout, type TSeatLayoutKind } from '@huitang/contracts';
import { Alert, Button, Input, InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/select-template';
import { SeatHall } from '../../components/seat/seat-hall';
import { loadSeatPage } from '../../loaders/seat-pages.server';
import { seatPagePath } from '../../components/seat/seat-paths';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { meetingId, meetingName, map } = await loadSeatPage(request, context);
  return { meetingId, meetingName, hasMap: Boolean(map) };
};

const STARTS: Record<TSeatLayoutKind, TSeatLayout> = {
  theatre: { kind: 'theatre', rows: 10, seatsPerRow: 20, aisleAfter: [5, 15] },
  classroom: { kind: 'classroom', rows: 8, desksPerRow: 4, seatsPerDesk: 3 },
  roundTables: { kind: 'roundTables', tables: 12, seatsPerTable: 10, tablesPerRow: 4 },
  grid: { kind: 'grid', rows: 10, columns: 16, aisleAfterRows: [5], aisleAfterColumns: [8] },
};
/** The numbers of each template, in the order the form asks them. */
const NUMBERS: Record<TSeatLayoutKind, string[]> = {
  theatre: ['rows', 'seatsPerRow'],
  classroom: ['rows', 'desksPerRow', 'seatsPerDesk'],
  roundTables: ['tables', 'seatsPerTable', 'tablesPerRow'],
  grid: ['rows', 'columns'],
};
const AISLES: Record<TSeatLayoutKind, string[]> = {
  theatre: ['aisleAfter'],
  classroom: [],
  roundTables: [],
  grid: ['aisleAfterRows', 'aisleAfterColumns'],
};
const aisleList = (text: string) =>
  text
    .split(/[,，、\s]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * /seat/selectTemplate: a new hall from a template — theatre, classroom, round tables or a free grid —
 * with its numbers and aisles, previewed as it will be made. The arrangement it replaces goes to the
 * history.
 */
export default function SelectTemplate({
  loaderData: { meetingId, meetingName, hasMap },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const navigate = useNavigate();
  const [layout, setLayout] = useState<TSeatLayout>(STARTS.theatre);
  const [name, setName] = useState(t('onsite.seats.kinds.theatre'));
  const fields = layout as unknown as Record<string, number | number[]>;
  const count = seatCount(layout);
  const preview = useMemo(
    () => (count <= MAX_SEATS ? seatPlaces(layout).map((place, id) => ({ ...place, id })) : []),
    [layout, count],
  );
  const set = (key: string, value: number | number[]) => setLayout({ ...layout, [key]: value });
  const create = async () => {
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/seat/map/create', { meetingId, name, layout }),
    );
    if (reply) await navigate(seatPagePath('/seat', meetingId));
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>{t('onsite.seats.chooseTemplate')}</h1>
          <div className={styles.muted}>{meetingName}</div>
        </div>
        <Link to={seatPagePath('/account/meeting/seat', meetingId)}>
          <Button>{t('onsite.seats.backToConsole')}</Button>
        </Link>
      </div>
      <div className={styles.templates}>
        {(Object.keys(STARTS) as TSeatLayoutKind[]).map((kind) => (
          <button
            key={kind}
            type="button"
            className={`${styles.template} ${layout.kind === kind ? styles.templateOn : ''}`}
            onClick={() => {
              setLayout(STARTS[kind]);
              setName(t(`onsite.seats.kinds.${kind}`));
            }}
          >
            <strong>{t(`onsite.seats.kinds.${kind}`)}</strong>
            <div className={styles.muted}>{t(`onsite.seats.kindHints.${kind}`)}</div>
          </button>
        ))}
      </div>
      <div className={styles.form}>
        <label>
          {t('onsite.seats.name')}
          <Input value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
        </label>
        {NUMBERS[layout.kind].map((key) => (
          <label key={key}>
            {t(`onsite.seats.${key}` as 'onsite.seats.rows')}
            <InputNumber
              min={1}
              max={150}
              value={fields[key] as number}
              onChange={(value) => value && set(key, value)}
              style={{ width: '100%' }}
            />
          </label>
        ))}
        {AISLES[layout.kind].map((key) => (
          <label key={key}>
            {t(`onsite.seats.${key}` as 'onsite.seats.aisleAfter')}
            <Input
              placeholder={t('onsite.seats.aislePlaceholder')}
              defaultValue={(fields[key] as number[]).join(',')}
              key={`${layout.kind}-${key}`}
              onChange={(event) => set(key, aisleList(event.target.value))}
            />
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <strong>{t('onsite.seats.seatCount', { count })}</strong>
        <Button
          type="primary"
          loading={busy}
          disabled={count > MAX_SEATS || !name.trim()}
          onClick={() => void create()}
        >
          {t('onsite.seats.create')}
        </Button>
        {hasMap ? <span className={styles.muted}>{t('onsite.seats.replaceWarning')}</span> : null}
      </div>
      {count > MAX_SEATS ? (
        <Alert type="error" showIcon title={t('onsite.seats.seatCount', { count })} />
      ) : (
        <SeatHall seats={preview} kind={layout.kind} toneOf={() => 'free'} titleOf={() => ''} />
      )}
    </main>
  );
}
