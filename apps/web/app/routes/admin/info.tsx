import { INFO_STATUSES, type TInfoAdminRow } from '@huitang/contracts';
import { Button, Empty, Input, InputNumber, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/info';
import { listOf, serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { categoryOptions } from '../../components/admin/category-options';
import { lazyDialog } from '../../components/forms/lazy-dialog';
import { ListPager } from '../../components/list-pager';
import { lazyPart } from '../../components/page/lazy-part';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('news');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminInfo);

// The editor's drawer (form, rich text, cover upload) loads when first opened, the categories when
// their tab first shows: the article list is what the page opens on (issue 45).
const InfoArticleEditor = lazyDialog(
  () => import('../../components/admin/info-article-editor').then((module) => module.InfoArticleEditor),
  (props) => props.editing !== null,
);
const InfoCategories = lazyPart(() =>
  import('../../components/admin/info-categories').then((module) => module.InfoCategories),
);

const PAGE_SIZE = 20;
const TABS = ['articles', 'categories', 'recommended'] as const;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const tab = TABS.find((value) => value === query.get('tab')) ?? 'articles';
  const status = INFO_STATUSES.find((value) => value === query.get('status'));
  const categoryId = Number(query.get('category')) || undefined;
  const keyword = keywordOfQuery(query);
  const api = serverApi(context);
  const [categories, zones, articles] = await Promise.all([
    api.call('/admin/auth/article/category/list', {}),
    api.call('/system/api/zone/list', {}),
    api.call(
      '/admin/auth/article/list',
      tab === 'recommended'
        ? { recommended: true, pageSize: 100 }
        : {
            pageCurrent: pageOfQuery(query),
            pageSize: PAGE_SIZE,
            ...(status ? { status } : {}),
            ...(categoryId ? { categoryId } : {}),
            ...(keyword ? { keyword } : {}),
          },
    ),
  ]);
  return {
    tab,
    filters: { status, categoryId, keyword },
    categories: authedDataOf(categories, request, context),
    zones: listOf(zones),
    articles: authedDataOf(articles, request, context),
  };
};

/** Recommend or stop, in an order: the public list shows the lowest order first. */
function RecommendControl({ article }: { article: TInfoAdminRow }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [sort, setSort] = useState(article.recommendSort);
  const recommend = (isRecommended: boolean, recommendSort = sort) =>
    void run(() =>
      api.call('/admin/auth/article/recommend', { id: article.id, isRecommended, recommendSort }),
    );
  if (!article.isRecommended)
    return article.status === 'published' ? (
      <Button size="small" loading={busy} onClick={() => recommend(true)}>
        {t('news.admin.recommend')}
      </Button>
    ) : null;
  return (
    <Space>
      <InputNumber
        size="small"
        min={0}
        max={9999}
        value={sort}
        aria-label={t('news.admin.recommendSort')}
        onChange={(value) => setSort(value ?? 0)}
        onBlur={() => sort !== article.recommendSort && recommend(true, sort)}
      />
      <Button size="small" loading={busy} onClick={() => recommend(false)}>
        {t('news.admin.unrecommend')}
      </Button>
    </Space>
  );
}

/** /admin/info: the information articles, their categories and the recommendations (decision 036). */
export default function AdminInfo({ loaderData }: Route.ComponentProps) {
  const { tab, filters, categories, zones, articles } = loaderData;
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();
  const go = useQueryNav();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const columns = [
    {
      title: t('news.admin.columns.title'),
      render: (_: unknown, article: TInfoAdminRow) => (
        <div className={styles.who}>
          {article.status === 'published' ? (
            <Link to={`/info/detail/${article.id}`}>{article.title}</Link>
          ) : (
            article.title
          )}
          <div className={styles.whoSub}>
            {article.status === 'published'
              ? t('news.publishedAt', { time: chinaTime(article.gmtPublished) })
              : chinaTime(article.gmtModified)}
          </div>
        </div>
      ),
    },
    {
      title: t('news.admin.columns.filed'),
      width: 150,
      render: (_: unknown, article: TInfoAdminRow) =>
        [article.zoneName, article.categoryName].filter(Boolean).join(' / '),
    },
    {
      title: t('news.admin.columns.status'),
      width: 80,
      render: (_: unknown, article: TInfoAdminRow) => (
        <Tag color={article.status === 'published' ? 'green' : 'default'}>
          {t(`news.admin.status.${article.status}`)}
        </Tag>
      ),
    },
    { title: t('news.admin.columns.views'), dataIndex: 'viewCount', width: 64 },
    {
      title: t('news.admin.columns.recommended'),
      width: 190,
      render: (_: unknown, article: TInfoAdminRow) => (
        <RecommendControl key={`${article.id}-${article.recommendSort}`} article={article} />
      ),
    },
    {
      title: '',
      width: 120,
      render: (_: unknown, article: TInfoAdminRow) => (
        <>
          <Button type="link" size="small" onClick={() => setEditing(article.id)}>
            {t('news.admin.edit')}
          </Button>
          <Popconfirm
            title={t('news.admin.deleteConfirm')}
            onConfirm={() => void run(() => api.call('/admin/auth/article/delete', { id: article.id }))}
          >
            <Button type="link" size="small" danger>
              {t('news.admin.delete')}
            </Button>
          </Popconfirm>
        </>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t('menu.adminInfo')} />
      <Tabs
        activeKey={tab}
        items={TABS.map((key) => ({
          key,
          label: t(`news.admin.${key === 'recommended' ? 'recommendations' : key}`),
        }))}
        onChange={(key) =>
          go({
            tab: key === 'articles' ? null : key,
            page: null,
            status: null,
            category: null,
            keyword: null,
          })
        }
      />
      {tab === 'categories' ? (
        <InfoCategories categories={categories} zones={zones} />
      ) : tab === 'recommended' ? (
        <Table
          rowKey="id"
          pagination={false}
          dataSource={[...articles.list].sort((a, b) => a.recommendSort - b.recommendSort)}
          columns={columns}
          locale={{ emptyText: <Empty description={t('news.admin.noRecommendations')} /> }}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={styles.filters}>
              <Select
                allowClear
                style={{ width: 200 }}
                placeholder={t('news.admin.allCategories')}
                aria-label={t('news.admin.allCategories')}
                value={filters.categoryId}
                options={categoryOptions(categories)}
                onChange={(value?: number) => go({ category: value ? String(value) : null, page: null })}
              />
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t('news.admin.allStatuses')}
                aria-label={t('news.admin.allStatuses')}
                value={filters.status}
                options={INFO_STATUSES.map((status) => ({
                  value: status,
                  label: t(`news.admin.status.${status}`),
                }))}
                onChange={(value?: string) => go({ status: value ?? null, page: null })}
              />
              <Input.Search
                allowClear
                style={{ width: 240 }}
                defaultValue={filters.keyword}
                placeholder={t('news.admin.keyword')}
                aria-label={t('news.admin.keyword')}
                onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
              />
            </div>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('news.admin.write')}
            </Button>
          </div>
          <Table rowKey="id" pagination={false} dataSource={articles.list} columns={columns} />
          <ListPager page={articles} className={styles.pager} />
        </>
      )}
      <InfoArticleEditor editing={editing} categories={categories} onClose={() => setEditing(null)} />
    </>
  );
}
