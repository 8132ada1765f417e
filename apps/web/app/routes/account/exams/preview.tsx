import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/preview';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { QuestionCard } from '../../../components/exam/question-card';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { examPageQuery } from '../../../components/exam/exam-page-query';
import { loadTexts } from '../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.examAdmin.previewTitle);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const id = examPageQuery(new URL(request.url)).recordId ?? 0;
  const api = serverApi(context);
  const [paper, questions] = await Promise.all([
    api.call('/exam/auth/paper/view', { id }),
    api.call('/exam/auth/paper/preview', { id }),
  ]);
  return {
    paper: authedDataOf(paper, request, context),
    questions: authedDataOf(questions, request, context),
  };
};

/** /account/exams/preview?id= (SPEC exams preview): the paper as a candidate sees it, without answers. */
export default function PaperPreview({ loaderData: { paper, questions } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={`${t('examAdmin.previewTitle')} · ${paper.paperName}`} />
      {paper.mode === 'random' ? (
        <Alert type="info" showIcon message={t('examAdmin.randomPreview')} style={{ marginBottom: 12 }} />
      ) : null}
      <p>
        {t('exam.questionCount', { count: paper.questionCount })} ·{' '}
        {t('exam.score', { total: paper.totalScore, pass: paper.passScore })}
      </p>
      {questions.map((question, index) => (
        <QuestionCard key={question.questionId} question={question} label={`${index + 1}.`} />
      ))}
    </>
  );
}
