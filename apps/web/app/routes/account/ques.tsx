import { Button, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/ques';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { QuestionCards } from '../../components/question/question-cards';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf } from '../../loaders/session.server';
import cards from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('question');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.myQuestions);

const PAGE_SIZE = 15;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const kind = query.get('kind') === 'answered' ? 'answered' : 'asked';
  const page = await serverApi(context).call('/community/auth/question/mine', {
    kind,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { kind, page: authedDataOf(page, request, context) };
};

/** /account/ques (SPEC personal centre): the questions I asked, in every state, and those I answered. */
export default function MyQuestions({ loaderData: { kind, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <>
      <PageTitle
        title={t('menu.myQuestions')}
        extra={
          <Link to="/question/account/write">
            <Button type="primary">{t('question.ask')}</Button>
          </Link>
        }
      />
      <Tabs
        activeKey={kind}
        onChange={(key) => go({ kind: key === 'answered' ? key : null, page: null })}
        items={[
          { key: 'asked', label: t('question.account.asked') },
          { key: 'answered', label: t('question.account.answered') },
        ]}
      />
      {page.list.length > 0 ? (
        <QuestionCards questions={page.list} />
      ) : (
        <Empty
          description={
            kind === 'asked' ? t('question.account.askedEmpty') : t('question.account.answeredEmpty')
          }
        />
      )}
      <ListPager page={page} className={cards.pager} />
    </>
  );
}
