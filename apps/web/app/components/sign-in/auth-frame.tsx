import { CalendarOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import styles from './auth-frame.module.css';

interface TProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in pages: the site's own name, description and offer beside the form card. */
export function AuthFrame({ title, subtitle, children, footer }: TProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  const features = [
    { icon: <CalendarOutlined />, title: t('features.meetingTitle'), desc: t('features.meetingDesc') },
    { icon: <PlayCircleOutlined />, title: t('features.liveTitle'), desc: t('features.liveDesc') },
    { icon: <ReadOutlined />, title: t('features.learnTitle'), desc: t('features.learnDesc') },
  ];
  return (
    <div className={styles.backdrop}>
      <div className={`ht-container ${styles.inner}`}>
        <div className={styles.brand}>
          <h2>{web.title || t('common.brand')}</h2>
          {web.desc ? <p>{web.desc}</p> : null}
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.title}>
                <span className={styles.featureIcon}>{feature.icon}</span>
                <span>
                  <strong>{feature.title}</strong>
                  <small>{feature.desc}</small>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.card}>
          <h1>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : <div className={styles.gap} />}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}
