import type { TAnswerValue, TResultQuestion, TSheetQuestion } from '@huitang/contracts';
import { Checkbox, Input, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Labelled } from './labelled';
import styles from './exam.module.css';

/** Options show letters by their place on the candidate's sheet; answers keep the options' own keys. */
export const letterAt = (index: number) => String.fromCharCode(65 + index);
const lettersOf = (question: TSheetQuestion, keys: unknown, separator: string) =>
  (Array.isArray(keys) ? keys : [keys])
    .map((key) => {
      const index = question.options.findIndex((o) => o.key === key);
      return index < 0 ? '' : letterAt(index);
    })
    .join(separator);

const isResult = (question: TSheetQuestion): question is TResultQuestion => 'got' in question;

interface TProps {
  question: TSheetQuestion | TResultQuestion;
  /** "1." or "(2)": where it stands in the paper. */
  label: string;
  answer?: TAnswerValue;
  /** Absent: read-only (a preview or a result). */
  onAnswer?: (questionId: number, answer: TAnswerValue) => void;
  /** Text answers are saved as they are typed; leaving the field saves at once. */
  onLeave?: (questionId: number) => void;
  answers?: Map<number, TAnswerValue>;
  status?: (questionId: number) => React.ReactNode;
}

/** One question of a paper, as the candidate answers it, a preview shows it, or a result explains it. */
export function QuestionCard({ question, label, answer, onAnswer, onLeave, answers, status }: TProps) {
  const { t } = useTranslation();
  const disabled = !onAnswer;
  const set = (value: TAnswerValue) => onAnswer?.(question.questionId, value);
  const leave = () => onLeave?.(question.questionId);
  const blanks = Array.isArray(answer) ? answer : Array.from({ length: question.blankCount }, () => '');
  return (
    <div
      className={styles.question}
      id={`q-${question.questionId}`}
      data-testid={`question-${question.questionId}`}
    >
      <div className={styles.questionHead}>
        <span className={styles.questionNo}>{label}</span>
        <Tag>{t(`exam.kinds.${question.kind}`)}</Tag>
        <span className={styles.muted}>{t('exam.points', { score: question.score })}</span>
        {status?.(question.questionId)}
      </div>
      <div className={styles.stem}>{question.stem}</div>
      {question.images.length ? (
        <div className={styles.images}>
          {question.images.map((src) => (
            <img key={src} src={src} alt="" />
          ))}
        </div>
      ) : null}
      {question.kind === 'single' || question.kind === 'judge' ? (
        <Radio.Group
          disabled={disabled}
          value={answer}
          onChange={(event) => set(event.target.value as TAnswerValue)}
        >
          <Space orientation="vertical">
            {question.kind === 'single'
              ? question.options.map((option, index) => (
                  <Radio key={option.key} value={option.key}>
                    {letterAt(index)}. {option.text}
                  </Radio>
                ))
              : [true, false].map((value) => (
                  <Radio key={String(value)} value={value}>
                    {value ? t('exam.judgeTrue') : t('exam.judgeFalse')}
                  </Radio>
                ))}
          </Space>
        </Radio.Group>
      ) : null}
      {question.kind === 'multiple' ? (
        <Checkbox.Group
          disabled={disabled}
          value={Array.isArray(answer) ? answer : []}
          onChange={(keys) => set([...keys].sort())}
        >
          <Space orientation="vertical">
            {question.options.map((option, index) => (
              <Checkbox key={option.key} value={option.key}>
                {letterAt(index)}. {option.text}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : null}
      {question.kind === 'fill' ? (
        <Space orientation="vertical" className={styles.blanks}>
          {blanks.map((text, index) => (
            <Labelled key={index} before={t('exam.blank', { n: index + 1 })}>
              <Input
                aria-label={t('exam.blank', { n: index + 1 })}
                disabled={disabled}
                value={text}
                maxLength={200}
                onChange={(event) => set(blanks.map((old, i) => (i === index ? event.target.value : old)))}
                onBlur={leave}
              />
            </Labelled>
          ))}
        </Space>
      ) : null}
      {question.kind === 'short' ? (
        <Input.TextArea
          aria-label={`${label} ${t('exam.kinds.short')}`}
          disabled={disabled}
          value={typeof answer === 'string' ? answer : ''}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={5000}
          showCount
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
      ) : null}
      {question.kind === 'material' ? (
        <div className={styles.children}>
          {question.children.map((child, index) => (
            <QuestionCard
              key={child.questionId}
              question={child}
              label={`(${index + 1})`}
              answer={
                answers?.get(child.questionId) ?? (isResult(child) ? (child.answer ?? undefined) : undefined)
              }
              onAnswer={onAnswer}
              onLeave={onLeave}
              answers={answers}
              status={status}
            />
          ))}
        </div>
      ) : null}
      {isResult(question) && question.kind !== 'material' ? <ResultNotes question={question} /> : null}
    </div>
  );
}

/** Under a marked question: the answer given, the right one, the points, the explanation and the comment. */
function ResultNotes({ question }: { question: TResultQuestion }) {
  const { t } = useTranslation();
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('exam.notAnswered');
    if (question.kind === 'single' || question.kind === 'multiple')
      return lettersOf(question, value, t('common.listSeparator'));
    if (question.kind === 'judge') return value ? t('exam.judgeTrue') : t('exam.judgeFalse');
    if (question.kind === 'fill')
      return (value as unknown[])
        .map((blank) => (Array.isArray(blank) ? blank.join(' / ') : String(blank)))
        .join(t('common.clauseSeparator'));
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <div className={styles.notes}>
      <div>
        <Typography.Text type="secondary">{t('exam.yourAnswer')}</Typography.Text>
        {shown(question.answer)}
      </div>
      {question.correct !== null && question.correct !== '' ? (
        <div>
          <Typography.Text type="secondary">
            {question.kind === 'short' ? t('exam.reference') : t('exam.correctAnswer')}
          </Typography.Text>
          {shown(question.correct)}
        </div>
      ) : null}
      <div className={styles.got}>
        {question.got === null
          ? t('exam.waitingMark')
          : t('exam.got', { got: question.got, score: question.score })}
      </div>
      {question.explanation ? (
        <div>
          <Typography.Text type="secondary">{t('exam.explanation')}</Typography.Text>
          {question.explanation}
        </div>
      ) : null}
      {question.comment ? (
        <div>
          <Typography.Text type="secondary">{t('exam.comment')}</Typography.Text>
          {question.comment}
        </div>
      ) : null}
    </div>
  );
}
