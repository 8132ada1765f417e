import type { TExamDetail } from '@huitang/contracts';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './exam.module.css';

/**
 * Where the caller enters an exam: their attempts and make-up, why they may not start, and the button
 * to start, continue, or sign in first (the exam page and a class exam's notes show it).
 */
export function ExamEntry({ exam }: { exam: TExamDetail }) {
  const { t } = useTranslation();
  const mine = exam.mine;
  const startPath = `/exam/startExam?id=${exam.id}`;
  return (
    <>
      {mine ? (
        <div className={styles.facts}>
          <div>
            {t('exam.used', { used: mine.attemptsUsed, allowed: mine.attemptsAllowed })}
            {mine.hasOverride ? <Tag color="orange">{t('exam.makeUp')}</Tag> : null}
          </div>
          {mine.refusal && !mine.ongoingAttemptId ? (
            <Typography.Text type="warning" data-testid="exam-refusal">
              {t(`exam.refusals.${mine.refusal as 'exam.over'}`)}
            </Typography.Text>
          ) : null}
        </div>
      ) : null}
      {mine?.ongoingAttemptId ? (
        <Link to={`/exam/exam?id=${mine.ongoingAttemptId}`}>
          <Button type="primary" size="large">
            {t('exam.continue')}
          </Button>
        </Link>
      ) : !mine ? (
        <Link to={startPath}>
          <Button type="primary" size="large">
            {t('exam.loginToStart')}
          </Button>
        </Link>
      ) : (
        <Link
          to={startPath}
          aria-disabled={!!mine.refusal}
          onClick={(e) => mine.refusal && e.preventDefault()}
        >
          <Button type="primary" size="large" disabled={!!mine.refusal}>
            {t('exam.start')}
          </Button>
        </Link>
      )}
    </>
  );
}
