import { QuestionTab } from '@huitang/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/list';
import { dataOf, listOf, serverApi } from '../../api/server';
import { CommunityFilters } from '../../components/blog/community-filters';
import { ListPager } from '../../components/list-pager';
import { QuestionCards } from '../../components/question/question-cards';
import { QuestionSide } from '../../components/question/question-side';
import { pageOfQuery } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import blog from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('question');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.question.title);

const PAGE_SIZE = 15;
/** The blog's tab ids where they mean the same (1 latest, 3 hot), and 4 for questions still waiting. */
const TABS = [
  { tab: QuestionTab.LATEST, label: 'question.tabs.latest' },
  { tab: QuestionTab.HOT, label: 'question.tabs.hot' },
  { tab: QuestionTab.UNANSWERED, label: 'question.tabs.unanswered' },
] as const;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const tab = TABS.find((item) => String(item.tab) === query.get('tab'))?.tab ?? QuestionTab.LATEST;
  const labelNo = Number(query.get('label')) || undefined;
  const api = serverApi(context);
  const [labels, page] = await Promise.all([
    api.call('/community/api/label/list', {}),
    api.call('/community/api/question/list', {
      tab,
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(labelNo ? { labelNo } : {}),
    }),
  ]);
  return { tab, labelNo, labels: listOf(labels), page: dataOf(page) };
};

/** /question (SPEC): the latest, hot and unanswered questions, by label, beside ask and search. */
export default function QuestionList({ loaderData: { tab, labelNo, labels, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={`ht-container ${blog.page}`}>
      <section className={blog.main}>
        <CommunityFilters
          tabs={TABS.map((item) => ({ tab: item.tab, text: t(item.label) }))}
          tab={tab}
          labels={labels}
          labelNo={labelNo}
          allLabels={t('question.allLabels')}
        />
        {page.list.length > 0 ? (
          <>
            <QuestionCards questions={page.list} />
            <ListPager page={page} />
          </>
        ) : (
          <Empty
            description={tab === QuestionTab.UNANSWERED ? t('question.unansweredEmpty') : t('question.empty')}
          />
        )}
      </section>
      <QuestionSide />
    </div>
  );
}
