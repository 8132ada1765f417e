import type { TArticleCategory } from '@huitang/contracts';
import { Empty, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/list';
import { dataOf, listOf, serverApi } from '../../api/server';
import { InfoCards, RecommendedInfo } from '../../components/info/info-cards';
import { ListPager } from '../../components/list-pager';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import blog from '../../components/blog/blog.module.css';
import styles from '../../components/info/info.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('news');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.news.title);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const api = serverApi(context);
  const zones = listOf(await api.call('/system/api/zone/list', {}));
  const zoneId = zones.find((zone) => String(zone.id) === query.get('zone'))?.id;
  const categories: TArticleCategory[] = zoneId
    ? listOf(await api.call('/community/api/article/zone/category/list', { zoneId }))
    : [];
  const categoryId = categories.find((category) => String(category.id) === query.get('category'))?.id;
  const [page, recommended] = await Promise.all([
    api.call('/community/api/article/zone/ref/list', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(zoneId ? { zoneId } : {}),
      ...(categoryId ? { categoryId } : {}),
    }),
    api.call('/community/api/article/recommend/list', { size: 8 }),
  ]);
  return { zones, zoneId, categories, categoryId, page: dataOf(page), recommended: listOf(recommended) };
};

/**
 * /info (SPEC): the platform's information articles by zone (?zone=) and the zone's categories
 * (?category=), newest first, beside the admin's recommendations.
 */
export default function InfoList({
  loaderData: { zones, zoneId, categories, categoryId, page, recommended },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <div className="ht-container">
      <header className={styles.head}>
        <h1>{t('news.title')}</h1>
        <p>{t('news.subtitle')}</p>
      </header>
      <div className={blog.page}>
        <section className={blog.main}>
          <Tabs
            activeKey={String(zoneId ?? 0)}
            items={[
              { key: '0', label: t('news.allZones') },
              ...zones.map((zone) => ({ key: String(zone.id), label: zone.zoneName })),
            ]}
            onChange={(key) => go({ zone: key === '0' ? null : key, category: null, page: null })}
          />
          {categories.length > 0 ? (
            <div className={blog.labels} data-testid="info-categories">
              <Tag.CheckableTag checked={!categoryId} onChange={() => go({ category: null, page: null })}>
                {t('news.allCategories')}
              </Tag.CheckableTag>
              {categories.map((category) => (
                <Tag.CheckableTag
                  key={category.id}
                  checked={category.id === categoryId}
                  onChange={() => go({ category: String(category.id), page: null })}
                >
                  {category.categoryName} {category.articleCount}
                </Tag.CheckableTag>
              ))}
            </div>
          ) : null}
          {page.list.length > 0 ? (
            <>
              <InfoCards articles={page.list} />
              <ListPager page={page} />
            </>
          ) : (
            <Empty description={t('news.empty')} style={{ padding: '48px 0' }} />
          )}
        </section>
        <aside className={blog.side}>
          <RecommendedInfo articles={recommended} />
        </aside>
      </div>
    </div>
  );
}
