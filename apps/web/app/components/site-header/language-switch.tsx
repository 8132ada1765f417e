import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n';
import { switchLocale } from '../../lib/locale';
import { useSite } from '../../lib/use-site';
import styles from './site-header.module.css';

/**
 * zh ⇄ en; the choice lives in the `locale` cookie and the page reloads in the new language. The globe
 * is drawn by CSS: as an icon component its path was a kilobyte of every page's first-load script.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <button
      type="button"
      className={styles.language}
      // The other language's name, written in that language.
      lang={htmlLang(locale === 'zh' ? 'en' : 'zh')}
      onClick={() => switchLocale(locale === 'zh' ? 'en' : 'zh')}
    >
      {t('common.switchLanguage')}
    </button>
  );
}
