import { SEARCH_COUNT_CAP } from '@huitang/contracts';
import { Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/search';
import { dataOf, serverApi } from '../../api/server';
import { BlogSide } from '../../components/blog/blog-side';
import { ListPager } from '../../components/list-pager';
import { SearchHits } from '../../components/search/search-hits';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog', 'search');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.blog.search.title);

const PAGE_SIZE = 15;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const keyword = keywordOfQuery(query).slice(0, 50);
  if (!keyword) return { keyword, page: null };
  const page = await serverApi(context).call('/community/api/blog/search/list', {
    keyword,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { keyword, page: dataOf(page) };
};

/** /blog/search (SPEC blog/search/list): blog articles found by words, the words marked. */
export default function BlogSearch({ loaderData: { keyword, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <div className={`ht-container ${styles.page}`}>
      <section className={styles.main}>
        <h1>{t('blog.search.title')}</h1>
        <Input.Search
          key={keyword}
          size="large"
          defaultValue={keyword}
          maxLength={50}
          placeholder={t('blog.searchPlaceholder')}
          aria-label={t('blog.searchPlaceholder')}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
        {!page ? (
          <Empty description={t('blog.search.ask')} />
        ) : page.totalCount > 0 ? (
          <>
            <p>
              {page.totalCount > SEARCH_COUNT_CAP
                ? t('blog.search.foundMany', { count: SEARCH_COUNT_CAP })
                : t('blog.search.found', { count: page.totalCount })}
            </p>
            <SearchHits hits={page.list} />
            <ListPager page={page} />
          </>
        ) : (
          <Empty description={t('blog.search.none', { keyword })} />
        )}
      </section>
      <BlogSide />
    </div>
  );
}
