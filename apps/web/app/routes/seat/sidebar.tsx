import { seatLabel } from '@huitang/contracts';
import { Alert, Button, Empty, Input, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/sidebar';
import { loadSeatPageWithUnseated } from '../../loaders/seat-pages.server';
import { seatPagePath } from '../../components/seat/seat-paths';
import { PHONE_READY } from '../../lib/phone';
import { useSite } from '../../lib/use-site';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeatPageWithUnseated(request, context);

interface TRosterLine {
  key: number;
  name: string;
  detail: string;
  seat: string;
}

const matches = (line: TRosterLine, keyword: string) =>
  !keyword || [line.name, line.detail, line.seat].some((text) => text.includes(keyword));

/**
 * /seat/sidebar (SPEC 2 seat pages): the editor's side list on its own — everyone's seat row by row,
 * and who has none yet, searchable — for the ushers at the door, on a phone or beside the big screen.
 */
export default function SeatSidebar({ loaderData }: Route.ComponentProps) {
  const { meetingId, meetingName, meetingNameEn, map, unseated } = loaderData;
  const { t } = useTranslation();
  const { locale } = useSite();
  const [keyword, setKeyword] = useState('');
  const seated = useMemo<TRosterLine[]>(() => {
    if (!map) return [];
    const personOf = new Map(map.occupants.map((person) => [person.registrationId, person]));
    return map.seatList
      .filter((seat) => seat.registrationId)
      .sort((a, b) => a.row - b.row || a.number - b.number)
      .flatMap((seat) => {
        const person = personOf.get(seat.registrationId!);
        return person
          ? [
              {
                key: seat.id,
                name: person.name,
                detail: [person.typeName, person.unit].filter(Boolean).join(' · '),
                seat: seatLabel(seat, map.kind, locale),
              },
            ]
          : [];
      });
  }, [map, locale]);
  const waiting: TRosterLine[] = unseated.map((person) => ({
    key: person.registrationId,
    name: person.name,
    detail: [person.typeName, person.unit, person.mobile].filter(Boolean).join(' · '),
    seat: '',
  }));
  const list = (lines: TRosterLine[]) => {
    const shown = lines.filter((line) => matches(line, keyword.trim()));
    if (!shown.length) return <Empty description={t('onsite.seats.notFound')} />;
    return (
      <ul className={styles.roster} data-testid="seat-roster">
        {shown.map((line) => (
          <li key={line.key} className={styles.rosterLine}>
            <div>
              <div>{line.name}</div>
              <div className={styles.muted}>{line.detail}</div>
            </div>
            <strong>{line.seat || t('onsite.seats.noSeat')}</strong>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>{t('onsite.seats.roster')}</h1>
          <div className={styles.muted}>
            {(locale === 'en' && meetingNameEn) || meetingName}
            {map ? ` · ${t('onsite.seats.summary', { seats: map.seats, taken: map.taken })}` : ''}
          </div>
        </div>
        <Link to={seatPagePath('/account/meeting/seat', meetingId)}>
          <Button>{t('onsite.seats.backToConsole')}</Button>
        </Link>
      </div>
      {!map ? (
        <Alert type="info" showIcon title={t('onsite.seats.none')} />
      ) : (
        <>
          <p className={styles.muted}>{t('onsite.seats.rosterHint')}</p>
          <Input.Search
            allowClear
            placeholder={t('onsite.seats.searchPeople')}
            aria-label={t('onsite.seats.searchPeople')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Tabs
            items={[
              {
                key: 'seated',
                label: t('onsite.seats.seatedTab', { count: seated.length }),
                children: list(seated),
              },
              {
                key: 'unseated',
                label: t('onsite.seats.unseated', { count: waiting.length }),
                children: list(waiting),
              },
            ]}
          />
        </>
      )}
    </main>
  );
}
