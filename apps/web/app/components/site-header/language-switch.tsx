import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { switchLocale } from '../../lib/locale';
import { useSite } from '../../lib/use-site';
import styles from './site-header.module.css';

/** zh ⇄ en; the choice lives in the `locale` cookie and the page reloads in the new language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <button
      type="button"
      className={styles.language}
      onClick={() => switchLocale(locale === 'zh' ? 'en' : 'zh')}
    >
      <GlobalOutlined /> {t('common.switchLanguage')}
    </button>
  );
}
