import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './live-stats.module.css';

export const LIVE_STATS_PATH = '/account/count/live';

/** The three views of one meeting's lives (SPEC count pages): figures, viewers, venues. */
export function StatsTabs({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { path: '/account/count/meetingLive', label: t('liveStats.meetingChart') },
    { path: '/account/count/meetingWatching', label: t('liveStats.meetingPeople') },
    { path: '/account/count/place', label: t('liveStats.places') },
  ];
  return (
    <nav className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.path}
          to={`${tab.path}?id=${meetingId}`}
          className={tab.path === pathname ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
          aria-current={tab.path === pathname ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
