import type { TChapter, TPeriod, TVideo } from '@huitang/contracts';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/period';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { CourseStatusTag } from '../../../components/course/course-status-tag';
import { DeleteLink } from '../../../components/course/catalog/delete-link';
import type { TPeriodValues } from '../../../components/course/catalog/period-dialog';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { LiveLessonState } from '../../../components/course/catalog/live-lesson-state';
import { VideoState } from '../../../components/course/catalog/video-state';
import { DocumentState } from '../../../components/course/catalog/document-state';
import { FileState } from '../../../components/course/catalog/file-state';
import { manageCoursePath, manageListPath } from '../../../components/course/course-paths';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { loadTexts } from '../../../i18n';

await loadTexts('course', 'live');

const PeriodDialog = lazyDialog(
  () => import('../../../components/course/catalog/period-dialog').then((module) => module.PeriodDialog),
  (props) => props.period !== undefined,
);
// The chapter's title and the video preview are dialogs too: their Modal (and the player) load when
// first opened (issue 45).
const ChapterDialog = lazyDialog(
  () => import('../../../components/course/catalog/chapter-dialog').then((module) => module.ChapterDialog),
  (props) => props.chapter !== undefined,
);
const VideoPreview = lazyDialog(
  () => import('../../../components/course/study/video-preview').then((module) => module.VideoPreview),
  (props) => props.video !== null,
);
const LiveChannelDialog = lazyDialog(
  () =>
    import('../../../components/course/catalog/live-channel-dialog').then(
      (module) => module.LiveChannelDialog,
    ),
  (props) => props.periodId !== null,
);

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.course.outline);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const id = Number(new URL(request.url).searchParams.get('id')) || 0;
  const course = await serverApi(context).call('/course/auth/course/view', { id });
  return { course: authedDataOf(course, request, context) };
};

/** How often the page looks again while a video is queued or transcoding. */
const POLL_MS = 2000;
const working = (video: TVideo | null) => video?.status === 'queued' || video?.status === 'transcoding';

/**
 * /account/vod|live|library/period?id= (SPEC vod, live and library period): a course's
 * chapters and their lessons in order; a video lesson uploads resumably and shows its transcoding, then
 * plays in a preview; a document lesson uploads a PDF and sets how many pages are free to read.
 */
export default function CourseOutline({ loaderData: { course } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const revalidator = useRevalidator();
  const [chapterTitle, setChapterTitle] = useState<{ id?: number; title: string }>();
  const [editing, setEditing] = useState<{ chapterId: number; period: TPeriod | null }>();
  const [preview, setPreview] = useState<TVideo | null>(null);
  const [pushing, setPushing] = useState<number | null>(null);

  const pending = course.chapters.some((chapter) => chapter.periods.some((period) => working(period.video)));
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, revalidator, course]);

  const saveChapter = async () => {
    if (!chapterTitle?.title.trim()) return;
    const reply = await run(() =>
      api.call('/course/auth/course/chapter/save', { courseId: course.id, ...chapterTitle }),
    );
    if (reply) setChapterTitle(undefined);
  };

  const savePeriod = async (values: TPeriodValues) => {
    if (!editing) return;
    const reply = await run(() =>
      api.call('/course/auth/course/period/save', {
        courseId: course.id,
        chapterId: editing.chapterId,
        ...(editing.period ? { id: editing.period.id } : {}),
        ...values,
      }),
    );
    if (reply) setEditing(undefined);
  };

  const periodColumns = (chapter: TChapter) => [
    {
      title: t('course.periodTitle'),
      key: 'title',
      render: (_: unknown, period: TPeriod) => (
        <Space>
          {period.title}
          {period.isFree ? <Tag color="gold">{t('course.trial')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('course.kind'),
      key: 'kind',
      width: 70,
      render: (_: unknown, period: TPeriod) => t(`course.kinds.${period.kind}`),
    },
    {
      title: t('course.content'),
      key: 'content',
      width: 330,
      render: (_: unknown, period: TPeriod) =>
        period.kind === 'live' ? (
          <LiveLessonState period={period} />
        ) : period.video ? (
          <VideoState video={period.video} />
        ) : period.document ? (
          <DocumentState document={period.document} previewPages={period.previewPages} />
        ) : period.file ? (
          <FileState file={period.file} />
        ) : period.kind === 'praxis' ? (
          <Link to={`/account/${course.kind === 'live' ? 'live' : 'vod'}/praxis?id=${course.id}`}>
            {t('course.praxisResults')}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, period: TPeriod) => (
        <Space size={0} wrap>
          {period.kind === 'live' ? (
            <Button type="link" size="small" onClick={() => setPushing(period.id)}>
              {t('course.live.push')}
            </Button>
          ) : null}
          {period.video?.status === 'ready' ? (
            <Button type="link" size="small" onClick={() => setPreview(period.video)}>
              {t('course.preview')}
            </Button>
          ) : null}
          {period.video?.status === 'failed' ? (
            <Button
              type="link"
              size="small"
              disabled={busy}
              onClick={() => void run(() => api.call('/course/auth/video/retry', { id: period.video!.id }))}
            >
              {t('course.retry')}
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => setEditing({ chapterId: chapter.id, period })}>
            {t('course.editPeriod')}
          </Button>
          <DeleteLink
            question={t('course.deletePeriod')}
            disabled={busy}
            onDelete={() =>
              void run(() =>
                api.call('/course/auth/course/period/delete', { courseId: course.id, id: period.id }),
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title={course.courseName}
        extra={
          <Space>
            <CourseStatusTag status={course.status} />
            <Link to={manageCoursePath(course.kind, 'add', course.id)}>
              <Button size="middle">{t('course.edit')}</Button>
            </Link>
            <Link to={manageListPath(course.kind)}>
              <Button size="middle" icon={<ArrowLeftOutlined />}>
                {t('course.backToList')}
              </Button>
            </Link>
          </Space>
        }
      />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {course.chapters.length === 0 ? <Empty description={t('course.noPeriods')} /> : null}
        {course.chapters.map((chapter) => (
          <Card
            key={chapter.id}
            size="small"
            title={chapter.title}
            data-testid="course-chapter"
            extra={
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ chapterId: chapter.id, period: null })}
                >
                  {t('course.addPeriod')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setChapterTitle({ id: chapter.id, title: chapter.title })}
                >
                  {t('course.renameChapter')}
                </Button>
                <DeleteLink
                  question={t('course.deleteChapter')}
                  disabled={busy}
                  onDelete={() =>
                    void run(() =>
                      api.call('/course/auth/course/chapter/delete', { courseId: course.id, id: chapter.id }),
                    )
                  }
                />
              </Space>
            }
          >
            <Table<TPeriod>
              rowKey="id"
              size="small"
              dataSource={chapter.periods}
              pagination={false}
              locale={{ emptyText: t('course.noPeriods') }}
              columns={periodColumns(chapter)}
            />
          </Card>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => setChapterTitle({ title: '' })}>
          {t('course.addChapter')}
        </Button>
      </Space>
      <ChapterDialog
        chapter={chapterTitle}
        busy={busy}
        onChange={setChapterTitle}
        onCancel={() => setChapterTitle(undefined)}
        onSave={() => void saveChapter()}
      />
      <PeriodDialog
        courseKind={course.kind}
        period={editing?.period}
        busy={busy}
        onCancel={() => setEditing(undefined)}
        onSave={(values) => void savePeriod(values)}
      />
      <VideoPreview video={preview} onClose={() => setPreview(null)} />
      <LiveChannelDialog periodId={pushing} onClose={() => setPushing(null)} />
    </>
  );
}
