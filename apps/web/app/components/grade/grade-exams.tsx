import type { TGradeExam } from '@huitang/contracts';
import { Button, DatePicker, Form, InputNumber, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmit } from '../../state/use-submit';
import { chinaTime } from '@huitang/contracts/china-time';
import { isoOfPicker } from '../../lib/china-picker';
import { useAppServices } from '../../state/app-services';
import { ExamPhaseTag } from '../exam/exam-facts';
import { FormDialog } from '../forms/form-dialog';
import styles from './grade.module.css';

interface TMakeUpValues {
  attempts?: number | null;
  closesAt?: Dayjs | null;
  minutes?: number | null;
}

const minute = (iso: string) => chinaTime(iso).slice(0, 16);

/**
 * The exams set for a class (SPEC exam relation): the owner sets one of their exams, unsets it, and
 * gives the whole class a make-up; everyone who keeps the class sees how many handed in.
 */
export function GradeExams(props: {
  gradeId: number;
  owns: boolean;
  exams: TGradeExam[];
  /** The owner's exams that may be set (their own bank's). */
  candidates: { id: number; examName: string }[];
}) {
  const { gradeId, owns, exams, candidates } = props;
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const { busy, run } = useSubmit();
  const [picked, setPicked] = useState<number | undefined>();
  const [makeUp, setMakeUp] = useState<TGradeExam | null>(null);
  const setIds = new Set(exams.map((e) => e.examId));

  const giveMakeUp = async (values: TMakeUpValues) => {
    if (!makeUp) return false;
    const reply = await run(() =>
      api.call('/exam/auth/grade/exam/makeUp', {
        gradeId,
        examId: makeUp.examId,
        attempts: values.attempts ?? null,
        closesAt: values.closesAt ? isoOfPicker(values.closesAt) : null,
        minutes: values.minutes ?? null,
      }),
    );
    if (reply) toast(t('grade.makeUpDone', { count: reply.data.count }), 'success');
    return reply !== undefined;
  };

  return (
    <>
      {owns ? (
        <div className={styles.toolbar}>
          <Select
            aria-label={t('grade.assignPick')}
            placeholder={t('grade.assignPick')}
            style={{ width: 360 }}
            value={picked}
            onChange={setPicked}
            options={candidates
              .filter((exam) => !setIds.has(exam.id))
              .map((exam) => ({ value: exam.id, label: exam.examName }))}
          />
          <Button
            type="primary"
            disabled={picked === undefined}
            loading={busy}
            onClick={() =>
              void run(() => api.call('/exam/auth/grade/exam/assign', { gradeId, examId: picked! })).then(
                () => setPicked(undefined),
              )
            }
          >
            {t('grade.assign')}
          </Button>
        </div>
      ) : null}
      <Table<TGradeExam>
        rowKey="examId"
        size="small"
        dataSource={exams}
        pagination={false}
        locale={{ emptyText: t('grade.noExams') }}
        columns={[
          {
            title: t('grade.exams'),
            key: 'name',
            render: (_, exam) => (
              <>
                <Link to={`/exam/view/${exam.examId}`}>{exam.examName}</Link>{' '}
                <ExamPhaseTag phase={exam.phase} />
                <div className={styles.muted}>
                  {t('exam.score', { total: exam.totalScore, pass: exam.passScore })}
                </div>
                {exam.makeUp ? (
                  <div className={styles.muted} data-testid="class-make-up">
                    <Tag color="orange">{t('grade.makeUpGiven')}</Tag>
                    {t('grade.makeUpTerms', {
                      attempts: exam.makeUp.attempts ?? '—',
                      closesAt: exam.makeUp.closesAt ? minute(exam.makeUp.closesAt) : '—',
                      minutes: exam.makeUp.minutes ?? '—',
                    })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: t('grade.window'),
            key: 'window',
            width: 190,
            render: (_, exam) => (
              <>
                <div>{minute(exam.opensAt)}</div>
                <div>{minute(exam.closesAt)}</div>
              </>
            ),
          },
          {
            title: t('grade.sitting'),
            key: 'sitting',
            width: 100,
            render: (_, exam) => `${exam.sittingCount} / ${exam.studentCount}`,
          },
          ...(owns
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 200,
                  render: (_: unknown, exam: TGradeExam) => (
                    <>
                      <Button type="link" size="small" onClick={() => setMakeUp(exam)}>
                        {t('grade.makeUp')}
                      </Button>
                      <Popconfirm
                        title={t('grade.unassignConfirm', { name: exam.examName })}
                        onConfirm={() =>
                          void run(() =>
                            api.call('/exam/auth/grade/exam/remove', { gradeId, examId: exam.examId }),
                          )
                        }
                      >
                        <Button type="link" size="small" danger>
                          {t('grade.unassign')}
                        </Button>
                      </Popconfirm>
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormDialog<TMakeUpValues>
        open={makeUp !== null}
        title={t('grade.makeUpTitle', { name: makeUp?.examName ?? '' })}
        busy={busy}
        onCancel={() => setMakeUp(null)}
        onSubmit={async (values) => {
          const done = await giveMakeUp(values);
          if (done) setMakeUp(null);
          return done;
        }}
      >
        <Typography.Paragraph type="secondary">{t('grade.makeUpHint')}</Typography.Paragraph>
        <Form.Item name="attempts" label={t('grade.attempts')}>
          <InputNumber min={1} max={20} />
        </Form.Item>
        <Form.Item name="closesAt" label={t('grade.closesAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="minutes" label={t('grade.minutes')}>
          <InputNumber min={0} max={1440} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
