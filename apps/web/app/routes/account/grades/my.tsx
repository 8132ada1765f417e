import type { TMyGrade } from '@huitang/contracts';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/my';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ExamPhaseTag } from '../../../components/exam/exam-facts';
import { GradeStateTag } from '../../../components/grade/grade-results';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/grade/grade.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('exam', 'grade');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.myGrades);

export const loader = async ({ request, context }: Route.LoaderArgs) =>
  authedDataOf(await serverApi(context).call('/exam/auth/grade/my', {}), request, context);

type TExamRow = TMyGrade['exams'][number];
const minute = (iso: string) => chinaTime(iso).slice(0, 16);

/** /account/grades/my (SPEC grades my): the classes I study in, their exams and how I did on each. */
export default function MyGrades({ loaderData: grades }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.myGrades')} />
      {grades.length === 0 ? <Empty description={t('grade.myEmpty')} /> : null}
      {grades.map((grade) => {
        const query = (exam: TExamRow) => `gradeId=${grade.id}&examId=${exam.examId}`;
        return (
          <section key={grade.id} className={styles.card}>
            <div className={styles.head}>
              <h2>{grade.gradeName}</h2>
              <span className={styles.muted}>{grade.ownerName}</span>
            </div>
            {grade.introduction ? <p className={styles.muted}>{grade.introduction}</p> : null}
            <Table<TExamRow>
              rowKey="examId"
              size="small"
              dataSource={grade.exams}
              pagination={false}
              locale={{ emptyText: t('grade.noExams') }}
              columns={[
                {
                  title: t('grade.exams'),
                  key: 'name',
                  render: (_, exam) => (
                    <>
                      <Link to={`/exam/gradeExplain?${query(exam)}`}>{exam.examName}</Link>{' '}
                      <ExamPhaseTag phase={exam.phase} />
                    </>
                  ),
                },
                {
                  title: t('grade.window'),
                  key: 'window',
                  width: 300,
                  render: (_, exam) => `${minute(exam.opensAt)} ~ ${minute(exam.closesAt)}`,
                },
                {
                  title: t('grade.best'),
                  key: 'best',
                  width: 150,
                  render: (_, exam) =>
                    exam.best === null ? (
                      <GradeStateTag state={exam.state} />
                    ) : (
                      <>
                        {exam.best}{' '}
                        <Tag color={exam.best >= exam.passScore ? 'green' : 'red'}>
                          {t(exam.best >= exam.passScore ? 'grade.passed' : 'grade.failed')}
                        </Tag>
                      </>
                    ),
                },
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 200,
                  render: (_, exam) => (
                    <>
                      <Link to={`/exam/gradeExplain?${query(exam)}`}>{t('grade.explainTitle')}</Link>
                      {' · '}
                      <Link to={`/exam/gradeResult?${query(exam)}`}>{t('grade.viewResult')}</Link>
                    </>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
    </>
  );
}
