import { MeetingStatus, type TMeeting } from '@huitang/contracts';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/use-site';
import { BrowserPage } from '../page/browser-page';
import { MEETING_MANAGEMENT, previewHref } from '../meeting/paths';
import { LangSwitch } from './lang-switch';
import { usePushMeeting } from './use-push';
import type { TEditLang } from './use-console';
import styles from './console.module.css';

interface TProps {
  meeting: TMeeting;
  lang: TEditLang;
  onLang: (lang: TEditLang) => void;
}

/**
 * SPEC "Meeting-management header": the meeting's name, the zh/en switch of the fields being
 * edited (multilingual meetings only), back to the institution centre, list/delist, preview.
 * The server sends the brand and the name only; the status and the buttons are antd's, drawn in
 * the browser as it hydrates (BrowserPage): on the server they cost each console page most of its
 * render and 57 KB of inline CSS, for controls nobody can use before the page is interactive.
 */
export function ConsoleHeader({ meeting, lang, onLang }: TProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          {web.logo ? <img src={web.logo} alt={web.title} /> : <span>{web.title || t('common.brand')}</span>}
        </Link>
        <span className={styles.divider} />
        <h1 className={styles.meetingName} title={meeting.meetingName}>
          {meeting.meetingName}
        </h1>
        <BrowserPage fallback={null}>
          <ConsoleHeaderControls meeting={meeting} lang={lang} onLang={onLang} />
        </BrowserPage>
      </div>
    </header>
  );
}

/** The header's status and buttons, only ever drawn in the browser. */
function ConsoleHeaderControls({ meeting, lang, onLang }: TProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  const { busy, toggle, holder } = usePushMeeting();
  const listed = meeting.meetingStatus === MeetingStatus.LISTED;
  return (
    <>
      {holder}
      <Tag color={listed ? 'green' : 'default'} className={styles.status}>
        {listed ? t('meeting.status.listed') : t('meeting.status.delisted')}
      </Tag>
      <div className={styles.actions}>
        {meeting.hasMultilingual ? (
          <LangSwitch value={lang} onChange={onLang} label={t('console.header.editLanguage')} />
        ) : null}
        <a href={previewHref(meeting, web.orgCustomizeMainDomain)} target="_blank" rel="noreferrer">
          <Button icon={<EyeOutlined />}>{t('console.header.preview')}</Button>
        </a>
        <Button
          type={listed ? 'default' : 'primary'}
          danger={listed}
          loading={busy}
          onClick={() => toggle(meeting)}
        >
          {listed ? t('console.header.delist') : t('console.header.list')}
        </Button>
        <Link to={MEETING_MANAGEMENT}>
          <Button icon={<ArrowLeftOutlined />}>{t('console.header.back')}</Button>
        </Link>
      </div>
    </>
  );
}
