import type { TProgramme } from '@huitang/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './agenda.module.css';

type TSessionOut = TProgramme['sessions'][number];

type TGuest = TProgramme['guests'][number];

function SessionBlock({
  session,
  programme,
  guests,
}: {
  session: TSessionOut;
  programme: TProgramme;
  guests: Map<number, TGuest>;
}) {
  const { t } = useTranslation();
  const place = programme.places.find((candidate) => candidate.id === session.placeId);
  const guestOf = (id: number) => guests.get(id);
  return (
    <article className={styles.session}>
      <div className={styles.sessionHead}>
        <span className={styles.sessionTime}>
          {session.startTime} - {session.endTime}
        </span>
        <h4>{session.title}</h4>
        {place ? <span className={styles.sessionPlace}>{place.name}</span> : null}
      </div>
      {session.host ? (
        <div className={styles.sessionHost}>
          {t('common.labelled', { label: t('meeting.host'), value: session.host })}
        </div>
      ) : null}
      {session.description ? <p className={styles.sessionDesc}>{session.description}</p> : null}
      {session.items.length > 0 ? (
        <ul className={styles.talks}>
          {session.items.map((item) => (
            <li key={item.id}>
              <span className={styles.talkTime}>
                {item.startTime} - {item.endTime}
              </span>
              <div className={styles.talkBody}>
                <div className={styles.talkTitle}>{item.title}</div>
                {item.guestIds.length > 0 ? (
                  <div className={styles.talkSpeakers}>
                    {item.guestIds
                      .map(guestOf)
                      .filter((guest) => guest !== undefined)
                      .map((guest) => (
                        <span key={guest.id} className={styles.speaker}>
                          {guest.name}
                          {guest.organization ? <em>{guest.organization}</em> : null}
                        </span>
                      ))}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The agenda by day (tabs) and, within a day, in time order with each session's venue. */
export function Agenda({ programme }: { programme: TProgramme }) {
  const days = programme.dates.filter((date) => programme.sessions.some((s) => s.dateId === date.id));
  const guests = new Map(programme.guests.map((guest) => [guest.id, guest]));
  const dayOf = (dateId: number) =>
    programme.sessions
      .filter((session) => session.dateId === dateId)
      .map((session) => (
        <SessionBlock key={session.id} session={session} programme={programme} guests={guests} />
      ));
  if (days.length === 1 && days[0]) return <div>{dayOf(days[0].id)}</div>;
  return (
    <Tabs
      size="middle"
      className={styles.agendaTabs}
      items={days.map((date) => ({ key: String(date.id), label: date.day, children: dayOf(date.id) }))}
    />
  );
}
