import {
  CalendarOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  PaperClipOutlined,
  PlayCircleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Code } from '@huitang/contracts';
import type { Route } from './+types/detail';
import { serverApi } from '../../api/server';
import { Agenda } from '../../components/meeting/programme/agenda';
import { GuestGrid } from '../../components/meeting/programme/guest-grid';
import { chinaClock, dayRange } from '@huitang/contracts/china-time';
import { MeetingBar } from '../../components/meeting/meeting-bar';
import { accessoryPath, icsPath } from '../../components/meeting/paths';
import { loadProgramme, type TProgrammePage } from '../../loaders/programme.server';
import { programmeShell } from '../../components/meeting/programme/programme-shell';
import { MusicControl } from '../../components/meeting/music-control';
import { SignUpActions } from '../../components/sign-up/visitor/sign-up-actions';
import { PaperCall } from '../../components/paper/paper-call';
import { AdvCarousel } from '../../components/home/adv-carousel';
import { TimeStateTag } from '../../components/meeting/time-state-tag';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import cardStyles from '../../components/meeting/meeting-cards.module.css';
import styles from '../../components/meeting/meeting-page.module.css';
import { loadTexts } from '../../i18n';
import { PHONE_READY } from '../../lib/phone';

await loadTexts('signUp');
await loadTexts('paper');

export { HeadedRouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...programmeShell, ...PHONE_READY };

/** The title, and the share card (SPEC: share title, description, image) for link previews. */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = matches[0].loaderData;
  if (!data) return [];
  const { meeting, decor, menuPage } = data;
  const name = menuPage ? `${menuPage.name} - ${meeting.meetingName}` : meeting.meetingName;
  const share = decor.share;
  return [
    { title: site.web.title ? `${name} - ${site.web.title}` : name },
    { property: 'og:title', content: share.title || meeting.meetingName },
    ...(share.desc
      ? [
          { name: 'description', content: share.desc },
          { property: 'og:description', content: share.desc },
        ]
      : []),
    ...(share.image || meeting.cover
      ? [{ property: 'og:image', content: share.image || meeting.cover }]
      : []),
    ...(share.url ? [{ property: 'og:url', content: share.url }] : []),
  ];
};

export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const page = await loadProgramme(request, context, params.id);
  const api = serverApi(context);
  const [live, call] = await Promise.all([
    api.call('/meeting/api/meeting/place/live/list', { meetingId: page.meeting.id }),
    api.call('/meeting/api/manuscript/call', { meetingId: page.meeting.id }),
  ]);
  return {
    ...page,
    liveVenues: live.code === Code.OK ? live.data.length : 0,
    // The call for papers shows while it takes papers, is about to, or has just closed.
    paperCall: call.code === Code.OK && call.data.state !== 'closed' ? call.data : null,
  };
};

const SECTION_ANCHORS: Record<string, string> = {
  intro: '#intro',
  agenda: '#agenda',
  guests: '#guests',
  notices: '#notices',
  accessories: '#files',
  papers: '#papers',
};

const bannerAsAdv = (banner: TProgrammePage['decor']['banners'][number]) => ({
  id: banner.id,
  advTitle: banner.title,
  advImg: banner.image,
  advUrl: banner.url,
  advTarget: banner.url.startsWith('/') ? '' : '_blank',
});

/**
 * The bar's links: the meeting's own menus when it has them (a section of this page, the speakers
 * page or a page of its own), otherwise the sections that have content.
 */
const barLinksOf = (
  { programme, decor, menuPage }: TProgrammePage,
  query: string,
  labels: Record<string, string>,
  hasPaperCall: boolean,
) => {
  const detail = `/meeting/detail${query}`;
  const anchor = (section: string) => {
    if (section === 'keynoter') return `/meeting/keynoter${query}`;
    const hash = SECTION_ANCHORS[section] ?? '#intro';
    return menuPage ? `${detail}${hash}` : hash;
  };
  if (decor.menus.length > 0)
    return decor.menus.map((menu) => ({
      href: menu.section ? anchor(menu.section) : `${detail}&menu=${menu.id}`,
      label: menu.name,
    }));
  const has: Record<string, boolean> = {
    intro: true,
    agenda: programme.sessions.length > 0,
    keynoter: programme.guests.length > 0,
    notices: programme.notices.length > 0,
    accessories: programme.accessories.length > 0,
    papers: hasPaperCall,
  };
  return Object.keys(has)
    .filter((section) => has[section])
    .map((section) => ({ href: anchor(section), label: labels[section] ?? section }));
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** /meeting/detail?id=: the meeting's own page; with preview=true its organiser sees it unlisted. */
export default function MeetingDetail({ loaderData }: Route.ComponentProps) {
  const { meeting, programme, decor, menuPage } = loaderData;
  const { t } = useTranslation();
  const preview = meeting.isPreview;
  const query = `?id=${meeting.id}${preview ? '&preview=true' : ''}`;
  const links = barLinksOf(
    loaderData,
    query,
    {
      intro: t('meeting.intro'),
      agenda: t('meeting.agenda'),
      guests: t('meeting.guests'),
      notices: t('meeting.notices'),
      accessories: t('meeting.files'),
      keynoter: t('meeting.guests'),
      papers: t('paper.call'),
    },
    loaderData.paperCall !== null,
  );
  const place = [meeting.city, meeting.address].filter(Boolean).join(' · ');
  return (
    <>
      <MeetingBar links={links} preview={preview} />
      {decor.banners.length > 0 ? (
        <div className={cardStyles.bannerStrip}>
          <AdvCarousel advs={decor.banners.map(bannerAsAdv)} />
        </div>
      ) : null}
      {decor.music ? <MusicControl music={decor.music} disabled={preview} /> : null}
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
                <TeamOutlined />{' '}
                {t('common.labelled', {
                  label: t('meeting.organizer'),
                  value: meeting.organizer || meeting.org?.orgName,
                })}
              </div>
            ) : null}
            <div className={styles.heroActions}>
              <SignUpActions meetingId={meeting.id} preview={preview} />
              {loaderData.liveVenues > 0 && !preview ? (
                <Link to={`/meetingLive/detail?id=${meeting.id}`}>
                  <Button size="large" icon={<PlayCircleOutlined />}>
                    {t('meeting.watchLive')}
                  </Button>
                </Link>
              ) : null}
              {programme.sessions.length > 0 ? (
                preview ? (
                  <Button size="large" icon={<CalendarOutlined />} disabled>
                    {t('meeting.exportIcs')}
                  </Button>
                ) : (
                  <a href={icsPath(meeting.id)} download>
                    <Button size="large" icon={<CalendarOutlined />}>
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
        {menuPage ? (
          <Section id="page" title={menuPage.name}>
            <RichTextContent html={menuPage.content} />
          </Section>
        ) : (
          <>
            <MeetingSections loaderData={loaderData} query={query} />
            {loaderData.paperCall ? (
              <Section id="papers" title={t('paper.call')}>
                <PaperCall call={loaderData.paperCall} preview={preview} />
              </Section>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

/** The meeting's built-in sections: introduction, agenda, speakers, notices, documents, links, organiser. */
function MeetingSections({ loaderData, query }: { loaderData: TProgrammePage; query: string }) {
  const { meeting, programme, decor } = loaderData;
  const { t } = useTranslation();
  const preview = meeting.isPreview;
  return (
    <>
      <Section id="intro" title={t('meeting.intro')}>
        {meeting.introduction ? (
          <RichTextContent html={meeting.introduction} />
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
              <RichTextContent html={notice.content} />
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
                  <Button icon={<DownloadOutlined />} disabled>
                    {t('meeting.download')}
                  </Button>
                ) : (
                  <a href={accessoryPath(file.id)} download>
                    <Button icon={<DownloadOutlined />}>{t('meeting.download')}</Button>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {decor.externalLinks.length > 0 ? (
        <Section id="links" title={t('meeting.links')}>
          <div className={cardStyles.links}>
            {decor.externalLinks.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </div>
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
    </>
  );
}
