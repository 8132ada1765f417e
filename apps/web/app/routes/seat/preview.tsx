import { seatLabel } from '@huitang/contracts';
import { Alert, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/preview';
import { SeatHall } from '../../components/seat/seat-hall';
import { loadSeatPage } from '../../loaders/seat-pages.server';
import { seatPagePath } from '../../components/seat/seat-paths';
import { useSeatLook } from '../../components/seat/use-seat-look';
import { useSite } from '../../lib/use-site';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeatPage(request, context);

/**
 * /seat/previewSeat: an arrangement to look at and print — the current one, or an earlier one from
 * the history (?mapId=) — the plan with everyone's seat, and the list by seat.
 */
export default function PreviewSeats({
  loaderData: { meetingId, meetingName, map, types },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const look = useSeatLook(map, types);
  if (!map) return <Alert type="info" showIcon title={t('onsite.seats.none')} />;
  const rows = map.seatList
    .filter((seat) => seat.registrationId)
    .map((seat) => ({ seat, person: look.personOf.get(seat.registrationId!) }))
    .filter((row) => row.person);
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>
            {map.name}{' '}
            {map.archivedAt
              ? t('common.inBrackets', {
                  note: `${t('onsite.seats.archived')} ${map.archivedAt.slice(0, 10)}`,
                })
              : ''}
          </h1>
          <div className={styles.muted}>
            {meetingName} · {t('onsite.seats.summary', { seats: map.seats, taken: map.taken })}
          </div>
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button onClick={() => window.print()}>{t('onsite.seats.print')}</Button>
          <Link to={seatPagePath('/account/meeting/seat', meetingId)}>
            <Button>{t('onsite.seats.backToConsole')}</Button>
          </Link>
        </div>
      </div>
      <SeatHall
        seats={map.seatList}
        kind={map.kind}
        toneOf={look.tone}
        zoneOf={look.zoneOf}
        titleOf={look.title}
      />
      <Table
        rowKey={(row) => row.seat.id}
        dataSource={rows}
        pagination={false}
        size="small"
        columns={[
          {
            title: t('onsite.seats.seatLabel'),
            key: 'seat',
            render: (_, row) => seatLabel(row.seat, map.kind, locale),
          },
          { title: t('onsite.name'), key: 'name', render: (_, row) => row.person!.name },
          { title: t('onsite.unit'), key: 'unit', render: (_, row) => row.person!.unit },
          { title: t('onsite.type'), key: 'type', render: (_, row) => row.person!.typeName },
        ]}
      />
    </main>
  );
}
