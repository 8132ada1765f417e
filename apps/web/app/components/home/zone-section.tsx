import type { TZone } from '@huitang/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** The zones of zone/list: one card each, linking to the zone's own page. */
export function ZoneSection({ zones }: { zones: TZone[] }) {
  const { t } = useTranslation();
  return (
    <section className={`ht-container ${styles.section}`}>
      <header className={styles.sectionHead}>
        <h2>{t('home.zones')}</h2>
        <span>{t('home.zonesSubtitle')}</span>
      </header>
      <div className={styles.zones}>
        {zones.map((zone) => (
          <a key={zone.id} href={zone.zoneUrl || undefined} className="ht-lift-card">
            {zone.zoneImg ? (
              <img src={zone.zoneImg} alt={zone.zoneName} className={styles.zoneImage} />
            ) : null}
            <div className={styles.zoneBody}>
              <h3>{zone.zoneName}</h3>
              {zone.zoneDesc ? <p>{zone.zoneDesc}</p> : null}
              {zone.zoneUrl ? (
                <span className={styles.zoneEnter}>
                  {t('home.enter')} <ArrowRightOutlined />
                </span>
              ) : null}
            </div>
          </a>
        ))}
      </div>
    </section>
  );
}
