import type { TProgramme, TReplay } from '@huitang/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './live-schedule.module.css';
import { chinaInstant } from '@huitang/contracts/china-time';

type TSession = TProgramme['sessions'][number];

/** A session's start or end as an instant: the programme is written in China time. */
const instant = (day: string, clock: string) => chinaInstant(`${day} ${clock}`)?.getTime() ?? Number.NaN;

/**
 * The session's replay: the recording of its own channel from the start, else the venue's recording
 * made while it ran, from the second the session starts in it.
 */
const replayAt = (replays: TReplay[], sessionId: number, placeId: number, from: number, to: number) => {
  const own = replays.find((replay) => replay.sessionId === sessionId);
  if (own) return { replay: own, offset: 0 };
  for (const replay of replays) {
    if (replay.sessionId !== null) continue;
    const start = new Date(replay.gmtCreate).getTime();
    const end = start + replay.durationSeconds * 1000;
    if (replay.placeId === placeId && start < to && end > from)
      return { replay, offset: Math.max(0, Math.floor((from - start) / 1000)) };
  }
  return undefined;
};

/**
 * The venue's programme beside its live: day by day, the session on now marked (from the browser's
 * clock, so a page kept for anonymous visitors is still right), and each past session leading to the
 * moment it starts in the replay recorded then.
 */
export function LiveSchedule({
  meetingId,
  placeId,
  programme,
  replays,
}: {
  meetingId: number;
  placeId: number;
  programme: TProgramme;
  replays: TReplay[];
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number>();
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const days = [...programme.dates]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((date) => ({
      date,
      sessions: programme.sessions
        .filter((s) => s.dateId === date.id && s.placeId === placeId)
        .sort((a, b) => a.startTime.localeCompare(b.startTime)),
    }))
    .filter((day) => day.sessions.length > 0);
  if (days.length === 0) return null;

  const stateOf = (day: string, session: TSession) => {
    const from = instant(day, session.startTime);
    const to = instant(day, session.endTime);
    const state: 'upcoming' | 'now' | 'ended' | undefined =
      now === undefined ? undefined : now < from ? 'upcoming' : now < to ? 'now' : 'ended';
    return { state, replay: replayAt(replays, session.id, placeId, from, to) };
  };

  return (
    <section className={styles.schedule} aria-labelledby="live-schedule">
      <h2 id="live-schedule">{t('live.schedule.title')}</h2>
      {days.map(({ date, sessions }) => (
        <div key={date.id}>
          <h3 className={styles.day}>{date.day}</h3>
          <ol className={styles.sessions}>
            {sessions.map((session) => {
              const { state, replay } = stateOf(date.day, session);
              return (
                <li
                  key={session.id}
                  className={state === 'now' ? `${styles.session} ${styles.now}` : styles.session}
                  aria-current={state === 'now' ? 'time' : undefined}
                >
                  <span className={styles.time}>
                    {session.startTime}–{session.endTime}
                  </span>
                  <div className={styles.body}>
                    <strong>{session.title}</strong>
                    {session.host ? (
                      <span className={styles.host}>
                        {t('live.schedule.host')}
                        {session.host}
                      </span>
                    ) : null}
                    {session.items.length ? (
                      <ul className={styles.talks}>
                        {session.items.map((item) => (
                          <li key={item.id}>
                            {item.startTime} {item.title}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <span className={styles.state}>
                    {state && !(replay && state === 'ended') ? t(`live.schedule.${state}`) : null}
                    {replay ? (
                      <Link
                        to={`/meetingLive/detail?id=${meetingId}&placeId=${placeId}&replay=${replay.replay.id}&t=${replay.offset}`}
                      >
                        {t('live.schedule.replay')}
                      </Link>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
