import {
  TEMPLATE_SECTIONS,
  type TCourseCard,
  type TLiveMeetingCard,
  type TMeetingCard,
  type TOrgPublic,
  type TOrgTemplate,
  type TPageComponent,
} from '@huitang/contracts';
import { ArrowRightOutlined, CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowButton } from '../attention/follow-button';
import { CourseCardView } from '../course/course-card';
import { LiveCard } from '../live/live-card';
import { dayRange } from '@huitang/contracts/china-time';
import { MeetingCardView } from '../meeting/meeting-card';
import { meetingDetailPath } from '../meeting/paths';
import cardStyles from '../meeting/meeting-cards.module.css';
import siteStyles from './org-site.module.css';
import { useOrgIntroduction, useOrgName, useOrgShortName } from './org-name';
import styles from './org-home.module.css';

/** What the home page shows of each section: a row of cards (the conference layout's banner takes one meeting more). */
export interface TOrgHomeContent {
  meetings: TMeetingCard[];
  live: TLiveMeetingCard[];
  courses: TCourseCard[];
}

interface TOrgHomeProps {
  org: TOrgPublic;
  page: TPageComponent;
  template: TOrgTemplate;
  content: TOrgHomeContent;
}

/** One section of the home page: its title, the way to all of it, its cards. */
function HomeSection({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={`ht-container ${styles.section}`}>
      <div className={styles.sectionHead}>
        <h2>{title}</h2>
        <Link to={to} className={styles.viewAll}>
          {t('home.viewAll')} <ArrowRightOutlined />
        </Link>
      </div>
      <div className={cardStyles.grid}>{children}</div>
    </section>
  );
}

/** The course centre, at the tab of the newest course shown (on demand unless that is another kind). */
const coursesPath = (orgId: number, courses: TCourseCard[]) => {
  const kind = courses[0]?.kind;
  return kind && kind !== 'vod' ? `/organization/vod/${orgId}?kind=${kind}` : `/organization/vod/${orgId}`;
};

/** The meeting the conference layout features: the next one not yet over, or the newest. */
const featuredOf = (meetings: TMeetingCard[]) =>
  meetings.find((meeting) => meeting.timeState !== 'ended') ?? meetings[0];

function FeaturedMeeting({ org, meeting }: { org: TOrgPublic; meeting: TMeetingCard }) {
  const { t } = useTranslation();
  const shortName = useOrgShortName();
  return (
    <section className={styles.banner}>
      <div className={`ht-container ${styles.bannerInner}`}>
        <div className={styles.bannerText}>
          <p className={styles.bannerOrg}>
            {org.logo ? <img src={org.logo} alt="" /> : null}
            {shortName(org)}
          </p>
          <span className={styles.bannerKicker}>{t('orgHome.featured')}</span>
          <h1>{meeting.meetingName}</h1>
          <p className={styles.bannerLine}>
            <CalendarOutlined /> {dayRange(meeting.startTime, meeting.endTime)}
          </p>
          {meeting.city ? (
            <p className={styles.bannerLine}>
              <EnvironmentOutlined /> {meeting.city}
            </p>
          ) : null}
          <Link to={meetingDetailPath(meeting.id)}>
            <Button type="primary" size="large">
              {t('orgHome.signUp')}
            </Button>
          </Link>
        </div>
        {meeting.cover ? (
          <img className={styles.bannerCover} src={meeting.cover} alt={meeting.meetingName} />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The classic hero: logo, name, a second name and the follow button on the brand band. The second
 * name is the short one under a Chinese name, the Chinese one under an English name.
 */
function NameHero({ org }: { org: TOrgPublic }) {
  const name = useOrgName()(org);
  const second = name === org.orgName ? org.shortName : org.orgName;
  return (
    <section className={siteStyles.hero}>
      <div className={`ht-container ${siteStyles.heroInner}`}>
        {org.logo ? <img src={org.logo} alt={name} className={siteStyles.heroLogo} /> : null}
        <div>
          <h1>{name}</h1>
          {second && second !== name ? <p className={siteStyles.short}>{second}</p> : null}
          <FollowButton kind="org" id={org.id} />
        </div>
      </div>
    </section>
  );
}

function IntroCard({ org, page }: { org: TOrgPublic; page: TPageComponent }) {
  const { t } = useTranslation();
  const introduction = useOrgIntroduction()(org);
  return (
    <section className={`ht-container ${siteStyles.card}`}>
      <h2>{t('organization.intro')}</h2>
      <p className={siteStyles.intro}>{introduction}</p>
      {page.aboutUs ? (
        <Link to={`/organization/aboutus/${org.id}`} className={siteStyles.moreLink}>
          {t('organization.more')} <ArrowRightOutlined />
        </Link>
      ) : null}
    </section>
  );
}

/** The academy layout's top: who they are beside the follow button, on a light band. */
function AcademyHero({ org }: { org: TOrgPublic }) {
  const name = useOrgName()(org);
  const introduction = useOrgIntroduction()(org);
  return (
    <section className={styles.academy}>
      <div className={`ht-container ${styles.academyInner}`}>
        {org.logo ? <img src={org.logo} alt={org.orgName} className={styles.academyLogo} /> : null}
        <div className={styles.academyText}>
          <h1>{name}</h1>
          <p>{introduction}</p>
        </div>
        <FollowButton kind="org" id={org.id} />
      </div>
    </section>
  );
}

/**
 * An organisation's home page in the layout its owner chose in the gallery (decision 037): the
 * sections the site settings switch on, in the layout's order, each only when it has something.
 */
export function OrgHome({ org, page, template, content }: TOrgHomeProps) {
  const { t } = useTranslation();
  const featured = template === 'conference' ? featuredOf(content.meetings) : undefined;
  const sections: Record<'meeting' | 'live' | 'vod', ReactNode> = {
    meeting: (
      <HomeSection key="meeting" title={t('meeting.centre')} to={`/organization/meeting/${org.id}`}>
        {content.meetings
          .filter((meeting) => meeting !== featured)
          .slice(0, 4)
          .map((meeting) => (
            <MeetingCardView key={meeting.id} meeting={meeting} />
          ))}
      </HomeSection>
    ),
    live: (
      <HomeSection key="live" title={t('organization.live')} to={`/organization/live/${org.id}`}>
        {content.live.map((meeting) => (
          <LiveCard key={meeting.id} meeting={meeting} back={false} />
        ))}
      </HomeSection>
    ),
    vod: (
      <HomeSection key="vod" title={t('organization.courses')} to={coursesPath(org.id, content.courses)}>
        {content.courses.map((course) => (
          <CourseCardView key={course.id} course={course} />
        ))}
      </HomeSection>
    ),
  };
  const hasCards = {
    meeting: content.meetings.some((meeting) => meeting !== featured),
    live: content.live.length > 0,
    vod: content.courses.length > 0,
  };
  const shown = TEMPLATE_SECTIONS[template].filter((section) => page.sections[section] && hasCards[section]);
  const body =
    shown.length > 0 || featured ? (
      shown.map((section) => sections[section])
    ) : (
      <Empty className={styles.empty} description={t('orgHome.empty')} />
    );
  return (
    <div className={styles.home} data-template={template}>
      {template === 'conference' ? (
        featured ? (
          <FeaturedMeeting org={org} meeting={featured} />
        ) : (
          <NameHero org={org} />
        )
      ) : null}
      {template === 'classic' ? (
        <>
          <NameHero org={org} />
          <IntroCard org={org} page={page} />
        </>
      ) : null}
      {template === 'academy' ? <AcademyHero org={org} /> : null}
      {body}
      {template === 'conference' ? <IntroCard org={org} page={page} /> : null}
    </div>
  );
}
