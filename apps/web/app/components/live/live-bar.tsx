import type { TMeetingPublic } from '@huitang/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/use-site';
import { meetingHref } from '../meeting/paths';
import bar from '../meeting/meeting-bar.module.css';
import { LanguageSwitch } from '../site-header/language-switch';
import { UserArea } from '../site-header/user-area';
import styles from './live.module.css';

/** The Live layout's bar: logo, the meeting's name, view the meeting, language, the viewer's menu. */
export function LiveBar({ meeting }: { meeting: TMeetingPublic | undefined }) {
  const { t } = useTranslation();
  const { web } = useSite();
  const title = web.title || t('common.brand');
  return (
    <header className={bar.bar}>
      <div className={`ht-container ${bar.barInner}`}>
        <Link to="/meetingLive" className={bar.barLogo} aria-label={title}>
          {web.logo ? <img src={web.logo} alt={title} /> : <span>{title}</span>}
        </Link>
        <span className={styles.barMeeting}>{meeting?.meetingName}</span>
        {meeting ? (
          <a href={meetingHref(meeting, web.orgCustomizeMainDomain)}>
            <Button>{t('live.bar.viewMeeting')}</Button>
          </a>
        ) : null}
        <LanguageSwitch />
        <UserArea />
      </div>
    </header>
  );
}
