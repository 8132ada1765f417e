import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import styles from './auth-frame.module.css';

interface TProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in pages: the site's own name and description beside the form card. */
export function AuthFrame({ title, subtitle, children, footer }: TProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  return (
    <div className={styles.backdrop}>
      <div className={`ht-container ${styles.inner}`}>
        <div className={styles.brand}>
          <h2>{web.title || t('common.brand')}</h2>
          {web.desc ? <p>{web.desc}</p> : null}
        </div>
        <section className={styles.card}>
          <h1>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}
