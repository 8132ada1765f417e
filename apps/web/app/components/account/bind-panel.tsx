import { MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskMobile } from '../../lib/mask';
import styles from './bind-panel.module.css';

/**
 * Account binding: the mobile number is the account itself. The API has no call to change it, so
 * the page says so plainly instead of offering a form that cannot work.
 */
export function BindPanel({ mobile, passwordLink }: { mobile: string; passwordLink: string }) {
  const { t } = useTranslation();
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
        <p className={styles.text}>{t('bind.changeNote')}</p>
        <Link to={passwordLink}>
          <Button size="middle">{t('bind.changePassword')}</Button>
        </Link>
      </div>
    </div>
  );
}
