import type { TExerciseResults } from '@huitang/contracts';
import { Card, Empty, Space, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/praxis';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { loadTexts } from '../../../i18n';

await loadTexts('course', 'exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.course.praxisResults);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const courseId = Number(url.searchParams.get('id')) || 0;
  const reply = await serverApi(context).call('/exam/auth/exercise/results', { courseId });
  return {
    courseId,
    outline: url.pathname.replace(/praxis$/, 'period'),
    results: authedDataOf(reply, request, context),
  };
};

type TStudent = TExerciseResults['exercises'][number]['students'][number];

/**
 * /account/vod/praxis and /account/live/praxis?id= (SPEC vod praxis, live praxis): how the course's
 * students do at each exercise lesson — who practised, who reached the pass mark, their best scores.
 */
export default function PraxisResults({ loaderData: { courseId, outline, results } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={`${t('course.praxisResults')} · ${results.courseName}`} />
      <p>
        <Link to={`${outline}?id=${courseId}`}>{t('course.backToOutline')}</Link>
      </p>
      {results.exercises.length === 0 ? <Empty description={t('course.noPraxis')} /> : null}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {results.exercises.map((exercise) => (
          <Card
            key={exercise.periodId}
            title={exercise.title}
            extra={
              <span>
                {exercise.paperName} · {t('course.praxisPass', { pass: exercise.passScore })}
              </span>
            }
          >
            <Space size={48} style={{ marginBottom: 16 }}>
              <Statistic title={t('course.praxisPractised')} value={exercise.practisedCount} />
              <Statistic title={t('course.praxisPassed')} value={exercise.passedCount} />
              <Statistic title={t('course.praxisAverage')} value={exercise.averageBest ?? '—'} />
            </Space>
            <Table<TStudent>
              rowKey="userId"
              size="small"
              dataSource={exercise.students}
              pagination={exercise.students.length > 20 ? { pageSize: 20 } : false}
              locale={{ emptyText: t('course.praxisNobody') }}
              columns={[
                { title: t('course.praxisStudent'), key: 'who', render: (_, s) => s.name || s.mobile },
                { title: t('course.praxisMobile'), dataIndex: 'mobile', width: 130 },
                { title: t('course.praxisAttempts'), dataIndex: 'attempts', width: 90 },
                { title: t('course.praxisBest'), dataIndex: 'bestScore', width: 90 },
                { title: t('course.praxisLast'), dataIndex: 'lastScore', width: 90 },
                {
                  title: t('course.praxisState'),
                  key: 'passed',
                  width: 100,
                  render: (_, s) =>
                    s.passed ? (
                      <Tag color="green">{t('exam.exerciseDone')}</Tag>
                    ) : (
                      <Tag>{t('course.praxisNotYet')}</Tag>
                    ),
                },
                {
                  title: t('course.praxisLastAt'),
                  dataIndex: 'lastAt',
                  width: 160,
                  render: (at: string) => chinaTime(at).slice(0, 16),
                },
              ]}
            />
          </Card>
        ))}
      </Space>
    </>
  );
}
