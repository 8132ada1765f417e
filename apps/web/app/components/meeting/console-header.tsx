import { MeetingStatus, type TMeeting } from '@huitang/contracts';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/use-site';
import { MEETING_MANAGEMENT, previewHref } from './paths';
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
 */
export function ConsoleHeader({ meeting, lang, onLang }: TProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  const { busy, toggle, holder } = usePushMeeting();
  const listed = meeting.meetingStatus === MeetingStatus.LISTED;

  return (
    <header className={styles.header}>
      {holder}
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          {web.logo ? <img src={web.logo} alt={web.title} /> : <span>{web.title || t('common.brand')}</span>}
        </Link>
        <span className={styles.divider} />
        <h1 className={styles.meetingName} title={meeting.meetingName}>
          {meeting.meetingName}
        </h1>
        <Tag color={listed ? 'green' : 'default'} className={styles.status}>
          {listed ? t('meeting.status.listed') : t('meeting.status.delisted')}
        </Tag>
        <div className={styles.actions}>
          {meeting.hasMultilingual ? (
            <Segmented
              value={lang}
              onChange={(value) => onLang(value === 'en' ? 'en' : 'zh')}
              options={[
                { value: 'zh', label: '中文' },
                { value: 'en', label: 'English' },
              ]}
              aria-label={t('console.header.editLanguage')}
            />
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
      </div>
    </header>
  );
}
