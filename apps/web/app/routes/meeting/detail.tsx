import {
  CalendarOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  PaperClipOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/detail';
import { Agenda } from '../../components/meeting/agenda';
import { chinaClock, dayRange } from '../../components/meeting/china-time';
import { GuestGrid } from '../../components/meeting/guest-grid';
import { MeetingBar } from '../../components/meeting/meeting-bar';
import { accessoryPath, icsPath } from '../../components/meeting/paths';
import { loadProgramme } from '../../components/meeting/programme.server';
import { TimeStateTag } from '../../components/meeting/time-state-tag';
import styles from '../../components/meeting/meeting.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = matches[0].loaderData;
  if (!data) return [];
  return [
    { title: site.web.title ? `${data.meeting.meetingName} - ${site.web.title}` : data.meeting.meetingName },
  ];
};

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadProgramme(request, context, params.id);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** /meeting/detail?id=: the meeting's own page; with preview=true its organiser sees it unlisted. */
export default function MeetingDetail({ loaderData: { meeting, programme } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const preview = meeting.isPreview;
  const query = `?id=${meeting.id}${preview ? '&preview=true' : ''}`;
  const links = [
    { href: '#intro', label: t('meeting.intro') },
    ...(programme.sessions.length > 0 ? [{ href: '#agenda', label: t('meeting.agenda') }] : []),
    ...(programme.guests.length > 0
      ? [{ href: `/meeting/keynoter${query}`, label: t('meeting.guests') }]
      : []),
    ...(programme.notices.length > 0 ? [{ href: '#notices', label: t('meeting.notices') }] : []),
    ...(programme.accessories.length > 0 ? [{ href: '#files', label: t('meeting.files') }] : []),
  ];
  const place = [meeting.city, meeting.address].filter(Boolean).join(' · ');
  return (
    <>
      <MeetingBar links={links} preview={preview} />
      <header className={styles.hero}>
        <div className={`ht-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <TimeStateTag state={meeting.timeState} />
            <h1>{meeting.meetingName}</h1>
            <div className={styles.heroLine}>
              <CalendarOutlined /> {dayRange(meeting.startTime, meeting.endTime)}
              <span className={styles.heroClock}>
                {chinaClock(meeting.startTime).slice(11)} - {chinaClock(meeting.endTime).slice(11)}
              </span>
            </div>
            {place ? (
              <div className={styles.heroLine}>
                <EnvironmentOutlined /> {place}
              </div>
            ) : null}
            {meeting.organizer || meeting.org ? (
              <div className={styles.heroLine}>
                <TeamOutlined /> {t('meeting.organizer')}：{meeting.organizer || meeting.org?.orgName}
              </div>
            ) : null}
            <div className={styles.heroActions}>
              {programme.sessions.length > 0 ? (
                preview ? (
                  <Button size="large" icon={<CalendarOutlined />} disabled>
                    {t('meeting.exportIcs')}
                  </Button>
                ) : (
                  <a href={icsPath(meeting.id)} download>
                    <Button size="large" type="primary" icon={<CalendarOutlined />}>
                      {t('meeting.exportIcs')}
                    </Button>
                  </a>
                )
              ) : null}
            </div>
          </div>
          {meeting.cover ? (
            <img src={meeting.cover} alt={meeting.meetingName} className={styles.heroCover} />
          ) : null}
        </div>
      </header>
      <div className={`ht-container ${styles.detailBody}`}>
        <Section id="intro" title={t('meeting.intro')}>
          {meeting.introduction ? (
            <div className={styles.rich} dangerouslySetInnerHTML={{ __html: meeting.introduction }} />
          ) : (
            <Empty description={t('meeting.noIntro')} />
          )}
        </Section>
        {programme.sessions.length > 0 ? (
          <Section id="agenda" title={t('meeting.agenda')}>
            <Agenda programme={programme} />
          </Section>
        ) : null}
        {programme.guests.length > 0 ? (
          <Section id="guests" title={t('meeting.guests')}>
            <GuestGrid guests={programme.guests} />
            <div className={styles.more}>
              <Link to={`/meeting/keynoter${query}`}>{t('meeting.allGuests')}</Link>
            </div>
          </Section>
        ) : null}
        {programme.notices.length > 0 ? (
          <Section id="notices" title={t('meeting.notices')}>
            {programme.notices.map((notice) => (
              <article key={notice.id} className={styles.notice}>
                <h3>{notice.title}</h3>
                <div className={styles.noticeTime}>{chinaClock(notice.gmtCreate)}</div>
                <div className={styles.rich} dangerouslySetInnerHTML={{ __html: notice.content }} />
              </article>
            ))}
          </Section>
        ) : null}
        {programme.accessories.length > 0 ? (
          <Section id="files" title={t('meeting.files')}>
            <ul className={styles.files}>
              {programme.accessories.map((file) => (
                <li key={file.id}>
                  <PaperClipOutlined /> <span>{file.name}</span>
                  {preview ? (
                    <Button size="small" icon={<DownloadOutlined />} disabled>
                      {t('meeting.download')}
                    </Button>
                  ) : (
                    <a href={accessoryPath(file.id)} download>
                      <Button size="small" icon={<DownloadOutlined />}>
                        {t('meeting.download')}
                      </Button>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {meeting.org ? (
          <Section id="organizer" title={t('meeting.organizer')}>
            <Link to={`/organization/view/${meeting.org.id}`} className={styles.org}>
              {meeting.org.logo ? <img src={meeting.org.logo} alt={meeting.org.orgName} /> : null}
              <span>{meeting.org.orgName}</span>
            </Link>
          </Section>
        ) : null}
      </div>
    </>
  );
}
