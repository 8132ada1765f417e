import { Code, type TCallResponse, type TVideoCountPeriod } from '@huitang/contracts';
import { Empty, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/video';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { useEChart } from '../../../components/charts/use-echart';
import { SectionTitle } from '../../../components/forms/section-title';
import { ListPager } from '../../../components/list-pager';
import { loadTexts } from '../../../i18n';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useAppServices } from '../../../state/app-services';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.videoStats);

const PAGE_SIZE = 10;
type TCourseRow = TCallResponse<'/course/auth/count/video'>['list'][number];

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const pageCurrent = pageOfQuery(new URL(request.url).searchParams);
  const reply = await serverApi(context).call('/course/auth/count/video', {
    pageCurrent,
    pageSize: PAGE_SIZE,
  });
  return { page: authedDataOf(reply, request, context) };
};

/** Hours watched, one decimal. */
const hoursOf = (seconds: number) => (seconds / 3600).toFixed(1);

/** Per lesson: how many studied and finished it, as bars, so the lesson students stop at stands out. */
function LessonChart({ periods }: { periods: TVideoCountPeriod[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      periods.length === 0
        ? null
        : {
            animation: false,
            grid: { left: 48, right: 16, top: 24, bottom: 56 },
            tooltip: { trigger: 'axis' },
            xAxis: {
              type: 'category',
              data: periods.map((period) => period.title),
              axisLabel: { interval: 0, rotate: periods.length > 6 ? 30 : 0 },
            },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              {
                name: t('course.count.learners'),
                type: 'bar',
                barMaxWidth: 32,
                data: periods.map((p) => p.learners),
              },
              {
                name: t('course.count.finished'),
                type: 'bar',
                barMaxWidth: 32,
                data: periods.map((p) => p.finished),
              },
            ],
          },
    [periods, t],
  );
  const box = useEChart(option);
  return <div ref={box} style={{ height: 280 }} data-testid="lesson-chart" />;
}

/**
 * /account/count/video (SPEC count: video): the study figures of the courses I (or my institution)
 * run — students, those who started, lessons finished, hours watched — and, for the course chosen,
 * each lesson's, where students stop.
 */
export default function VideoCount({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [chosen, setChosen] = useState<{ course: TCourseRow; periods: TVideoCountPeriod[] }>();
  /** The figures both tables show: started, finished (named for courses or lessons), hours. */
  const figureColumns = <T extends { learners: number; finished: number; watchedSeconds: number }>(
    finished: string,
  ) => [
    { title: t('course.count.learners'), dataIndex: 'learners', key: 'learners', width: 100 },
    { title: finished, dataIndex: 'finished', key: 'finished', width: 100 },
    {
      title: t('course.count.hours'),
      key: 'hours',
      width: 140,
      render: (_: unknown, row: T) => hoursOf(row.watchedSeconds),
    },
  ];

  const choose = async (course: TCourseRow) => {
    const reply = await api.call('/course/auth/count/video/periods', { courseId: course.courseId });
    if (reply.code === Code.OK) setChosen({ course, periods: reply.data });
  };

  return (
    <>
      <PageTitle title={t('menu.videoStats')} />
      <Table<TCourseRow>
        rowKey="courseId"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('course.empty') }}
        onRow={(course) => ({ onClick: () => void choose(course), style: { cursor: 'pointer' } })}
        rowClassName={(course) =>
          course.courseId === chosen?.course.courseId ? 'ant-table-row-selected' : ''
        }
        columns={[
          { title: t('course.name'), dataIndex: 'courseName', key: 'name' },
          {
            title: t('course.kind'),
            key: 'kind',
            width: 100,
            render: (_, course) => t(`course.kindTabs.${course.kind}`),
          },
          { title: t('course.count.students'), dataIndex: 'students', key: 'students', width: 90 },
          ...figureColumns<TCourseRow>(t('course.count.finishedLessons')),
        ]}
      />
      <ListPager page={page} />
      {chosen ? (
        <>
          <SectionTitle title={t('course.count.byLesson', { name: chosen.course.courseName })} />
          {chosen.periods.length > 0 ? (
            <>
              <LessonChart periods={chosen.periods} />
              <Table<TVideoCountPeriod>
                rowKey="periodId"
                size="small"
                dataSource={chosen.periods}
                pagination={false}
                columns={[
                  { title: t('course.periodTitle'), dataIndex: 'title', key: 'title' },
                  {
                    title: t('course.kind'),
                    key: 'kind',
                    width: 80,
                    render: (_, period) => t(`course.kinds.${period.kind}`),
                  },
                  ...figureColumns<TVideoCountPeriod>(t('course.count.finished')),
                ]}
              />
            </>
          ) : (
            <Empty description={t('course.noPeriods')} />
          )}
        </>
      ) : (
        <p>{t('course.count.choose')}</p>
      )}
    </>
  );
}
