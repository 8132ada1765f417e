import {
  linkTo,
  type TGradeExam,
  type TGradeStudentResult,
  type TQuestionDifficulty,
} from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiData } from '../../state/use-api-data';
import { GradeFigures } from './grade-figures';
import { ScoreChart } from './score-chart';
import styles from './grade.module.css';

/** SPEC's states of an attempt, and "not taken" for a student without one. */
export function GradeStateTag({ state }: { state: TGradeStudentResult['state'] }) {
  const { t } = useTranslation();
  const color = { answering: 'processing', reviewing: 'orange', reviewed: 'green' } as const;
  return <Tag color={state ? color[state] : 'default'}>{t(`grade.states.${state ?? 'none'}`)}</Tag>;
}

/**
 * A class's results for one of its exams (SPEC grades: averages, the spread as an ECharts chart,
 * per-question difficulty, each student's best), and the export of them.
 */
export function GradeResults({ gradeId, exams }: { gradeId: number; exams: TGradeExam[] }) {
  const { t } = useTranslation();
  const [examId, setExamId] = useState<number | undefined>(exams[0]?.examId);
  const result = useApiData(
    '/exam/auth/grade/result',
    examId === undefined ? null : { gradeId, examId },
  ).data;

  if (exams.length === 0) return <div className={styles.muted}>{t('grade.noExams')}</div>;
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          aria-label={t('grade.pickExam')}
          style={{ width: 360 }}
          value={examId}
          onChange={setExamId}
          options={exams.map((exam) => ({ value: exam.examId, label: exam.examName }))}
        />
        <span className={styles.spacer} />
        {examId === undefined ? null : (
          <a href={linkTo('/exam/auth/grade/result/export', { gradeId, examId })} download>
            <Button icon={<DownloadOutlined />}>{t('grade.export')}</Button>
          </a>
        )}
      </div>
      {result ? (
        <>
          <GradeFigures figures={result.figures} />
          <section className={styles.section}>
            <h3>{t('grade.distribution')}</h3>
            <ScoreChart figures={result.figures} />
          </section>
          <section className={styles.section}>
            <h3>{t('grade.students')}</h3>
            <Table<TGradeStudentResult>
              rowKey="userId"
              size="small"
              dataSource={result.students}
              pagination={result.students.length > 50 ? { pageSize: 50 } : false}
              columns={[
                {
                  title: t('grade.rank'),
                  dataIndex: 'rank',
                  width: 70,
                  render: (rank: number | null) => rank ?? '—',
                },
                { title: t('grade.studentName'), dataIndex: 'name' },
                { title: t('grade.mobile'), dataIndex: 'mobile', width: 130 },
                { title: t('grade.attemptCount'), dataIndex: 'attemptCount', width: 90 },
                {
                  title: t('grade.best'),
                  dataIndex: 'best',
                  width: 100,
                  render: (best: number | null) => best ?? '—',
                },
                {
                  title: t('grade.state'),
                  key: 'state',
                  width: 160,
                  render: (_, row) => (
                    <>
                      <GradeStateTag state={row.state} />
                      {row.passed === null ? null : (
                        <Tag color={row.passed ? 'green' : 'red'}>
                          {t(row.passed ? 'grade.passed' : 'grade.failed')}
                        </Tag>
                      )}
                    </>
                  ),
                },
              ]}
            />
          </section>
          <section className={styles.section}>
            <h3>{t('grade.difficulty')}</h3>
            <p className={styles.muted}>{t('grade.difficultyHint')}</p>
            <Table<TQuestionDifficulty>
              rowKey="questionId"
              size="small"
              dataSource={result.questions}
              pagination={false}
              locale={{ emptyText: t('grade.noMarked') }}
              columns={[
                { title: t('grade.position'), dataIndex: 'position', width: 70 },
                { title: t('grade.stem'), dataIndex: 'stem', ellipsis: true },
                { title: t('grade.score'), dataIndex: 'score', width: 70 },
                { title: t('grade.answered'), dataIndex: 'answeredCount', width: 90 },
                {
                  title: t('grade.scoreRate'),
                  dataIndex: 'scoreRate',
                  width: 180,
                  render: (rate: number) => (
                    <Progress
                      percent={Math.round(rate * 1000) / 10}
                      size="small"
                      status={rate < 0.4 ? 'exception' : 'normal'}
                    />
                  ),
                },
              ]}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
