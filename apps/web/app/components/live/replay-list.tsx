import type { TReplay } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './live.module.css';

/** 1:02:05 or 12:05. */
export const clockOf = (seconds: number) => {
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const [hours, ...rest] = parts.map((part) => String(part).padStart(2, '0'));
  return parts[0] ? [hours, ...rest].join(':') : rest.join(':');
};

/** A meeting's replays under the player: each opens in the player in place of the live. */
export function ReplayList({
  meetingId,
  replays,
  current,
}: {
  meetingId: number;
  replays: TReplay[];
  current?: number;
}) {
  const { t } = useTranslation();
  if (replays.length === 0) return null;
  return (
    <section className={styles.replays}>
      <h2>{t('live.watch.replays')}</h2>
      <ul>
        {replays.map((replay) => (
          <li key={replay.id} className={replay.id === current ? styles.replayCurrent : undefined}>
            <Link to={`/meetingLive/detail?id=${meetingId}&replay=${replay.id}`}>
              <span className={styles.poster}>
                {replay.posterUrl ? <img src={replay.posterUrl} alt={replay.title} loading="lazy" /> : null}
                <span className={styles.duration}>{clockOf(replay.durationSeconds)}</span>
              </span>
              <span className={styles.replayTitle}>{replay.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
