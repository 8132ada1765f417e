import { MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskMobile } from '../../lib/format/mask';
import { MobileChangeForm } from './mobile-change-form';
import styles from './bind-panel.module.css';

/** Account binding: the mobile number is the account itself; it can be moved to a new number. */
export function BindPanel({ mobile, passwordLink }: { mobile: string; passwordLink: string }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <div className={styles.panel}>
      <span className={styles.icon}>
        <MobileOutlined />
      </span>
      <div className={styles.body}>
        <div className={styles.label}>{t('bind.mobileLabel')}</div>
        <div className={styles.mobile} data-testid="bound-mobile">
          {maskMobile(mobile)}
        </div>
        <p className={styles.text}>{t('bind.explain')}</p>
        {changing ? (
          <div className={styles.change}>
            <MobileChangeForm onDone={() => setChanging(false)} />
          </div>
        ) : (
          <div className={styles.actions}>
            <Button type="primary" size="middle" onClick={() => setChanging(true)}>
              {t('bind.change')}
            </Button>
            <Link to={passwordLink}>
              <Button size="middle">{t('bind.changePassword')}</Button>
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
