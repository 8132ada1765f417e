import { BlogTab, Code } from '@huitang/contracts';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { dataOf, listOf, serverApi } from '../../api/server';
import { BlogCards } from '../../components/blog/blog-cards';
import { BlogSide } from '../../components/blog/blog-side';
import { CommunityFilters } from '../../components/blog/community-filters';
import { ListPager } from '../../components/list-pager';
import { pageOfQuery } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { hasToken } from '../../loaders/session.server';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.blog.title);

const PAGE_SIZE = 15;
/** SPEC "Blog tab ids: 1 latest, 3 hot, 2 follow", shown in that order. */
const TABS = [
  { tab: BlogTab.LATEST, label: 'blog.tabs.latest' },
  { tab: BlogTab.HOT, label: 'blog.tabs.hot' },
  { tab: BlogTab.FOLLOW, label: 'blog.tabs.follow' },
] as const;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const tab = TABS.find((item) => String(item.tab) === query.get('tab'))?.tab ?? BlogTab.LATEST;
  const labelNo = Number(query.get('label')) || undefined;
  const api = serverApi(context);
  const labels = listOf(await api.call('/community/api/label/list', {}));
  // The follow tab is a signed-in reader's own: a visitor is asked to log in instead.
  if (tab === BlogTab.FOLLOW && !hasToken(request)) return { tab, labelNo, labels, page: null };
  const reply = await api.call('/community/api/blog/list', {
    tab,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
    ...(labelNo ? { labelNo } : {}),
  });
  return { tab, labelNo, labels, page: reply.code === Code.NOT_LOGGED_IN ? null : dataOf(reply) };
};

/** /blog (SPEC blog): the latest, hot and followed articles, by label, beside the blog's side column. */
export default function BlogList({ loaderData: { tab, labelNo, labels, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={`ht-container ${styles.page}`}>
      <section className={styles.main}>
        <CommunityFilters
          tabs={TABS.map((item) => ({ tab: item.tab, text: t(item.label) }))}
          tab={tab}
          labels={labels}
          labelNo={labelNo}
          allLabels={t('blog.allLabels')}
        />
        {!page ? (
          <Empty description={t('blog.followLogin')}>
            <Link to="/login">
              <Button type="primary">{t('blog.login')}</Button>
            </Link>
          </Empty>
        ) : page.list.length > 0 ? (
          <>
            <BlogCards blogs={page.list} />
            <ListPager page={page} />
          </>
        ) : (
          <Empty description={tab === BlogTab.FOLLOW ? t('blog.followEmpty') : t('blog.empty')} />
        )}
      </section>
      <BlogSide />
    </div>
  );
}
