import type { TAttemptResult, TResultQuestion } from '@huitang/contracts';
import { Button, Drawer, Input, InputNumber, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import { Labelled } from './labelled';
import { QuestionCard } from './question-card';
import styles from './exam.module.css';

type TMark = { score: number | null; comment: string };

const shortAnswers = (questions: TResultQuestion[]): TResultQuestion[] =>
  questions
    .flatMap((q) => (q.kind === 'material' ? q.children : [q]))
    .filter((q) => q.kind === 'short' && q.answer !== null);

/**
 * Marking one attempt (SPEC examAdmin): the paper as answered with the machine's points, and for each
 * short answer the marker's points (up to the question's) and comment.
 */
export function MarkDrawer({ attemptId, onClose }: { attemptId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const result = useApiData('/exam/auth/mark/view', attemptId === null ? null : { attemptId }).data;
  // The marker's changes, to the reply they were made on: a drawer opened again starts from the marks read.
  const [edits, setEdits] = useState<{ of: TAttemptResult | null; marks: Map<number, TMark> }>({
    of: null,
    marks: new Map(),
  });
  const marks = new Map<number, TMark>([
    ...(result ? shortAnswers(result.questions) : []).map(
      (q) => [q.questionId, { score: q.got, comment: q.comment }] as const,
    ),
    ...(edits.of === result ? edits.marks : []),
  ]);

  const set = (questionId: number, change: Partial<TMark>) =>
    setEdits((old) => {
      const mine = old.of === result ? old.marks : new Map<number, TMark>();
      const last = mine.get(questionId) ?? marks.get(questionId) ?? { score: null, comment: '' };
      return { of: result, marks: new Map(mine).set(questionId, { ...last, ...change }) };
    });

  const save = async () => {
    if (!result) return;
    const given = [...marks].flatMap(([questionId, mark]) =>
      mark.score === null ? [] : [{ questionId, score: mark.score, comment: mark.comment }],
    );
    const reply = await run(() =>
      api.call('/exam/auth/mark/save', { attemptId: result.attempt.id, marks: given }),
    );
    if (reply) onClose();
  };

  const markFields = (questionId: number) => {
    const question = result && shortAnswers(result.questions).find((q) => q.questionId === questionId);
    if (!question) return null;
    const mark = marks.get(questionId);
    return (
      <Space className={styles.markRow} wrap>
        <Labelled before={t('examAdmin.markScore')} after={`/ ${question.score}`}>
          <InputNumber
            aria-label={t('examAdmin.markScore')}
            min={0}
            max={question.score}
            step={0.5}
            precision={1}
            value={mark?.score ?? null}
            onChange={(value) => set(questionId, { score: value })}
          />
        </Labelled>
        <Labelled before={t('examAdmin.markComment')}>
          <Input
            aria-label={t('examAdmin.markComment')}
            style={{ width: 360 }}
            maxLength={2000}
            value={mark?.comment ?? ''}
            onChange={(event) => set(questionId, { comment: event.target.value })}
          />
        </Labelled>
      </Space>
    );
  };

  return (
    <Drawer
      open={attemptId !== null}
      width={820}
      title={
        result ? t('examAdmin.markTitle', { name: result.candidate.name || result.candidate.mobile }) : ''
      }
      onClose={onClose}
      extra={
        <Button
          type="primary"
          loading={busy}
          disabled={!result || marks.size === 0}
          onClick={() => void save()}
        >
          {t('examAdmin.saveMarks')}
        </Button>
      }
    >
      {result ? (
        result.questions.map((question, index) => (
          <QuestionCard
            key={question.questionId}
            question={question}
            label={`${index + 1}.`}
            answer={question.answer ?? undefined}
            status={markFields}
          />
        ))
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
