import type { TMeetingCard } from '@huitang/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MeetingGrid } from './meeting-card';
import styles from './meeting-cards.module.css';

/** The home page's meetings: the newest listed ones, with a way to all of them. */
export function MeetingSection({ meetings }: { meetings: TMeetingCard[] }) {
  const { t } = useTranslation();
  return (
    <section className={`ht-container ${styles.homeSection}`}>
      <header className={styles.homeHead}>
        <h2>{t('home.meetingsTitle')}</h2>
        <span>{t('home.meetingsSubtitle')}</span>
        <Link to="/meeting">
          {t('home.viewAll')} <ArrowRightOutlined />
        </Link>
      </header>
      <MeetingGrid meetings={meetings} />
    </section>
  );
}
