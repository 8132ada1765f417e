import { Code, humanSize, type TCatalogPeriod, type TPeriodPlay, type TPeriodRead } from '@huitang/contracts';
import {
  CheckCircleFilled,
  DownloadOutlined,
  FormOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Alert, Button, Progress, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import { BuyCourse } from '../../components/course/buy-course';
import { CollectButton } from '../../components/course/collect-button';
import { CoursePlayer } from '../../components/course/study/course-player';
import { CourseLivePlayer } from '../../components/course/study/course-live-player';
import { liveStartOf } from '../../components/course/catalog/live-lesson-state';
import { manageCoursePath } from '../../components/course/course-paths';
import { DocumentReader } from '../../components/course/study/document-reader';
import { useCourseText } from '../../components/course/course-text';
import { clockOf } from '../../components/course/catalog/video-state';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import { formatFen } from '../../lib/format/money';
import { PHONE_READY } from '../../lib/phone';
import { routeId } from '../../lib/route-id';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/course/course-view.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('course', 'live');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** Attendees open a course on their phones: the page stacks below 768 px. */
export const handle = PHONE_READY;

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const id = routeId(params.id);
  return dataOf(await serverApi(context).call('/course/api/course/view', { id }));
};

export const meta: Route.MetaFunction = ({ data: course, matches }) => {
  const site = matches[0].loaderData;
  return [{ title: course ? `${course.courseName} - ${site.web.title}` : site.web.title }];
};

/** A live lesson's place in its schedule; a replay shows as a video does. */
const liveMeta = (period: TCatalogPeriod, t: TFunction) =>
  period.liveState === 'live' ? (
    <Tag color="red">{t('course.live.onAir')}</Tag>
  ) : period.liveState === 'scheduled' && period.liveStartsAt ? (
    t('course.live.scheduled', { time: liveStartOf(period.liveStartsAt) })
  ) : period.liveState === 'ended' ? (
    t('course.live.endedHint')
  ) : null;

/** Where the reader is in a document, or how much of it is open before buying. */
const documentMeta = (period: TCatalogPeriod, t: TFunction) =>
  period.positionSeconds > 0
    ? t('course.detail.readTo', { page: period.positionSeconds })
    : period.readablePages === 0
      ? t('course.detail.locked')
      : period.readablePages < period.pageCount
        ? t('course.detail.freePages', { free: period.readablePages, count: period.pageCount })
        : t('course.detail.pages', { count: period.pageCount });

function PeriodRow({
  period,
  active,
  onPlay,
}: {
  period: TCatalogPeriod;
  active: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  const text = useCourseText();
  const icon = period.done ? (
    <CheckCircleFilled style={{ color: '#389e0d' }} />
  ) : !period.playable ? (
    <LockOutlined />
  ) : period.kind === 'document' ? (
    <FileTextOutlined />
  ) : period.kind === 'file' ? (
    <DownloadOutlined />
  ) : period.kind === 'praxis' ? (
    <FormOutlined />
  ) : period.kind === 'live' && period.liveState !== 'replay' ? (
    <VideoCameraOutlined />
  ) : (
    <PlayCircleOutlined />
  );
  return (
    <button
      type="button"
      className={active ? `${styles.period} ${styles.periodActive}` : styles.period}
      disabled={!period.playable}
      onClick={onPlay}
    >
      {icon}
      <span className={styles.periodTitle}>{text(period.title, period.titleEn)}</span>
      {period.isFree ? (
        <Tag color="green">
          {period.kind === 'file' ? t('course.detail.freeDownload') : t('course.detail.trial')}
        </Tag>
      ) : null}
      <span className={styles.periodMeta}>
        {period.kind === 'live' && period.liveState !== 'replay'
          ? liveMeta(period, t)
          : period.done
            ? t('course.detail.done')
            : period.kind === 'praxis'
              ? t('course.kinds.praxis')
              : period.kind === 'document'
                ? documentMeta(period, t)
                : period.file
                  ? humanSize(period.file.sizeBytes)
                  : period.positionSeconds > 0
                    ? t('course.detail.studied', { time: clockOf(period.positionSeconds) })
                    : period.durationSeconds > 0
                      ? clockOf(period.durationSeconds)
                      : period.playable
                        ? ''
                        : t('course.detail.locked')}
      </span>
    </button>
  );
}

/**
 * /view/:id, /library/view/:id, /live/detail/:id and /resource/detail/:id (SPEC course detail pages),
 * and the same under /preview/* for a course's owner and reviewers before it is listed: the course's cover or player, its
 * lecturer and price, buying or enrolling; the outline with trial periods and free pages, what the
 * student finished and where they stopped; a document opens in the page reader.
 */
export default function CourseView({ loaderData: course }: Route.ComponentProps) {
  const { t } = useTranslation();
  const previewing = useLocation().pathname.startsWith('/preview/');
  const navigate = useNavigate();
  const { api } = useAppServices();
  const text = useCourseText();
  const [play, setPlay] = useState<TPeriodPlay | null>(null);
  const [read, setRead] = useState<TPeriodRead | null>(null);
  const [live, setLive] = useState<TCatalogPeriod | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const periods = course.chapters.flatMap((chapter) => chapter.periods);
  const resume = periods.find((period) => period.id === course.resumePeriodId && period.playable);
  const name = text(course.courseName, course.courseNameEn);

  /**
   * A video or a live lesson plays on the stage; a document opens in the reader below it; a resource's
   * file downloads (under a link signed for the caller).
   */
  const start = async (period: TCatalogPeriod) => {
    if (period.kind === 'praxis') {
      await navigate(`/exam/exercise/${period.id}`);
      return;
    }
    if (period.kind === 'file') {
      const reply = await api.call('/course/api/period/download', { periodId: period.id });
      if (reply.code === Code.OK) window.location.assign(reply.data.url);
      return;
    }
    if (period.liveState === 'live' || period.liveState === 'scheduled') {
      setPlay(null);
      setRead(null);
      setLive(period);
      return;
    }
    setLive(null);
    if (period.kind === 'document') {
      const reply = await api.call('/course/api/period/read', { periodId: period.id });
      if (reply.code !== Code.OK) return;
      setPlay(null);
      setRead(reply.data);
      document.getElementById('course-reader')?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    const reply = await api.call('/course/api/period/play', { periodId: period.id });
    if (reply.code === Code.OK) {
      setRead(null);
      setPlay(reply.data);
    }
  };

  return (
    <div className={`ht-container ${styles.page}`}>
      {previewing ? (
        <Alert type="info" showIcon className={styles.notice} title={t('course.detail.previewing')} />
      ) : null}
      {course.status !== 'listed' ? (
        <Alert type="warning" showIcon className={styles.notice} title={t('course.detail.notListed')} />
      ) : null}
      <div className={styles.top}>
        <div className={styles.stage}>
          {live ? (
            <CourseLivePlayer
              key={live.id}
              period={live}
              poster={course.cover}
              report={course.enrolled}
              onReport={(answer) => setProgress(answer.progress)}
            />
          ) : play ? (
            <CoursePlayer
              key={play.periodId}
              play={play}
              report={course.enrolled}
              onReport={(answer) => setProgress(answer.progress)}
            />
          ) : (
            <>
              {course.cover ? <img src={course.cover} alt={name} /> : null}
              <div className={styles.stageHint}>
                {course.kind === 'library'
                  ? t('course.detail.chooseDocument')
                  : course.kind === 'resource'
                    ? t('course.detail.chooseFile')
                    : t('course.detail.choose')}
              </div>
            </>
          )}
        </div>
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1>{name}</h1>
            <CollectButton courseId={course.id} collected={course.collected} />
          </div>
          <div className={styles.infoLine}>{t('course.catalog.by', { name: course.teacherName })}</div>
          {course.orgName ? (
            <div className={styles.infoLine}>{t('course.catalog.org', { name: course.orgName })}</div>
          ) : null}
          <div className={styles.infoLine}>
            {t('course.catalog.students', { count: course.studentCount })} ·{' '}
            {t('course.catalog.periods', { count: course.periodCount })}
          </div>
          <div className={course.isFree ? `${styles.price} ${styles.priceFree}` : styles.price}>
            {course.isFree ? t('course.catalog.free') : formatFen(course.priceFen)}
            {course.originalPriceFen > course.priceFen ? (
              <s className={styles.originalPrice}>{formatFen(course.originalPriceFen)}</s>
            ) : null}
            {course.vipFree ? <Tag color="gold">{t('course.catalog.vip')}</Tag> : null}
          </div>
          {course.enrolled ? (
            <>
              <div className={styles.infoLine}>{t('course.detail.progress')}</div>
              <div data-testid="course-progress">
                <Progress percent={progress ?? course.progress} format={(percent) => `${percent}%`} />
              </div>
              {resume ? (
                <Button type="primary" size="large" onClick={() => void start(resume)}>
                  {course.progress > 0 || resume.positionSeconds > 0
                    ? t('course.detail.continue')
                    : t('course.detail.start')}
                </Button>
              ) : null}
            </>
          ) : (
            <BuyCourse course={course} />
          )}
          {course.canManage ? (
            <p>
              <Link to={manageCoursePath(course.kind, 'period', course.id)}>{t('course.detail.manage')}</Link>
            </p>
          ) : null}
        </div>
      </div>
      <div id="course-reader">
        {read ? (
          <DocumentReader
            key={read.periodId}
            read={read}
            report={course.enrolled}
            onReport={(answer) => setProgress(answer.progress)}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <section className={styles.section}>
          <h2>{t('course.detail.introduction')}</h2>
          {course.introduction ? (
            <RichTextContent html={text(course.introduction, course.introductionEn)} />
          ) : (
            <p className={styles.muted}>{t('course.detail.noIntroduction')}</p>
          )}
        </section>
        <section className={styles.section}>
          <h2>{t('course.detail.outline')}</h2>
          {course.chapters.map((chapter) => (
            <div key={chapter.id}>
              <div className={styles.chapter}>{text(chapter.title, chapter.titleEn)}</div>
              {chapter.periods.map((period) => (
                <PeriodRow
                  key={period.id}
                  period={period}
                  active={(play ?? read)?.periodId === period.id || live?.id === period.id}
                  onPlay={() => void start(period)}
                />
              ))}
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}
