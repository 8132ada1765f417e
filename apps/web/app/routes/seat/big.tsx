import { seatLabel, type TCallResponse } from '@huitang/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/big';
import { SeatHall } from '../../components/seat/seat-hall';
import { loadSeatPage } from '../../loaders/seat-pages.server';
import { useSeatLook } from '../../components/seat/use-seat-look';
import { useSite } from '../../lib/use-site';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeatPage(request, context);

type TFound = TCallResponse<'/meeting/auth/meeting/user/seat/info/find'>;

/**
 * /seat/big: the hall on the large screen at the door, opened by the organiser. An attendee types
 * their name or mobile; their seat lights up on the plan and is spelled out in large type.
 */
export default function BigScreen({
  loaderData: { meetingId, meetingName, meetingNameEn, map, types },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { api } = useAppServices();
  const look = useSeatLook(map, types);
  const [found, setFound] = useState<TFound | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const find = async (keyword: string) => {
    if (!keyword.trim()) return;
    const reply = await api.call('/meeting/auth/meeting/user/seat/info/find', { meetingId, keyword });
    const people = reply.data ?? [];
    setFound(people);
    setFocus(people.find((person) => person.seatId)?.seatId ?? null);
  };
  const answer = (person: TFound[number]) =>
    t('common.labelled', {
      label: person.unit ? t('common.withNote', { text: person.name, note: person.unit }) : person.name,
      value: person.seatId && map ? seatLabel(person, map.kind, locale) : t('onsite.seats.noSeat'),
    });

  return (
    <main className={styles.big}>
      <div className={styles.bigBar}>
        <h1 className={styles.bigTitle}>
          {(locale === 'en' && meetingNameEn) || meetingName} · {t('onsite.seats.findTitle')}
        </h1>
        <Input.Search
          size="large"
          style={{ maxWidth: 420 }}
          placeholder={t('onsite.seats.findPlaceholder')}
          aria-label={t('onsite.seats.findPlaceholder')}
          enterButton={t('onsite.seats.find')}
          onSearch={(keyword) => void find(keyword)}
        />
        <div className={styles.bigAnswer} data-testid="big-answer" aria-live="polite">
          {found === null
            ? ''
            : found.length
              ? found.slice(0, 3).map(answer).join(t('common.clauseSeparator'))
              : t('onsite.seats.notFound')}
        </div>
      </div>
      <div className={styles.bigHall}>
        {map ? (
          <SeatHall
            fill
            seats={map.seatList}
            kind={map.kind}
            toneOf={(seatId) => (seatId === focus ? 'found' : look.tone(seatId))}
            zoneOf={look.zoneOf}
            titleOf={look.label}
            focus={focus}
          />
        ) : (
          <p>{t('onsite.seats.none')}</p>
        )}
      </div>
    </main>
  );
}
