import type { TStudyRecord } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/study';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { coursePath } from '../../../components/course/course-paths';
import { useCourseText } from '../../../components/course/course-text';
import { clockOf } from '../../../components/course/catalog/video-state';
import { ListPager } from '../../../components/list-pager';
import { ResponsiveTable } from '../../../components/responsive-table';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.study);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const page = await serverApi(context).call('/course/auth/study/list', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return authedDataOf(page, request, context);
};

/** Where the student is in a lesson: the video's place of its length, the document's page of its pages. */
function Place({ record }: { record: TStudyRecord }) {
  const { t } = useTranslation();
  if (record.done) return <Tag color="green">{t('course.detail.done')}</Tag>;
  return record.periodKind === 'document'
    ? t('course.study.page', { page: Math.max(record.position, 1), count: record.length })
    : t('course.study.watched', { at: clockOf(record.position), length: clockOf(record.length) });
}

/** /account/study (SPEC personal centre): every lesson I studied, the latest first, to go back to it. */
export default function StudyRecords({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useCourseText();
  return (
    <>
      <PageTitle title={t('menu.study')} />
      <ResponsiveTable<TStudyRecord>
        rowKey="periodId"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.study.empty') }}
        columns={[
          {
            key: 'period',
            title: t('course.study.period'),
            render: (_, record) => (
              <span>
                {text(record.periodTitle, record.periodTitleEn)}{' '}
                <Tag>{t(`course.kinds.${record.periodKind}`)}</Tag>
              </span>
            ),
          },
          {
            key: 'course',
            title: t('course.study.course'),
            render: (_, record) => (
              <Link to={coursePath(record.courseKind, record.courseId)}>
                {text(record.courseName, record.courseNameEn)}
              </Link>
            ),
          },
          { key: 'place', title: t('course.study.place'), render: (_, record) => <Place record={record} /> },
          {
            key: 'studied',
            title: t('course.study.studiedAt'),
            render: (_, record) => chinaTime(record.gmtStudied),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, record) => (
              <Link to={coursePath(record.courseKind, record.courseId)}>{t('course.detail.continue')}</Link>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
