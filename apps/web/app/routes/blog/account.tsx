import { BLOG_STATUSES, Code, type TBlogStatus } from '@huitang/contracts';
import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/account';
import { serverApi } from '../../api/server';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.blog.account.title);

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<TBlogStatus, string> = {
  draft: 'default',
  published: 'green',
  pending: 'orange',
  hidden: 'red',
};

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const status = BLOG_STATUSES.find((value) => value === query.get('status'));
  const api = serverApi(context);
  const [page, blogger] = await Promise.all([
    api.call('/community/auth/blog/mine', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
    api.call('/community/api/blogger/view', { id: user.id }),
  ]);
  return {
    userId: user.id,
    status,
    page: authedDataOf(page, request, context),
    introduction: blogger.code === Code.OK ? blogger.data.introduction : '',
  };
};

/** /blog/account (SPEC): my articles of every state — edit, unpublish, delete — and my blog's introduction. */
export default function MyBlog({ loaderData: { userId, status, page, introduction } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const go = useQueryNav();
  const [intro, setIntro] = useState(introduction);
  return (
    <div className={`ht-container ${styles.page}`}>
      <section className={styles.main}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h1>{t('blog.account.title')}</h1>
          <Link to="/blog/account/write">
            <Button type="primary" icon={<EditOutlined />}>
              {t('blog.write')}
            </Button>
          </Link>
        </div>
        <Segmented
          value={status ?? 'all'}
          onChange={(value) => go({ status: value === 'all' ? null : value, page: null })}
          options={(['all', ...BLOG_STATUSES] as const).map((value) => ({
            value,
            label: t(`blog.account.statuses.${value}`),
          }))}
        />
        <Table
          style={{ marginTop: 16 }}
          rowKey="id"
          pagination={false}
          dataSource={page.list}
          locale={{ emptyText: t('blog.account.empty') }}
          columns={[
            {
              title: t('blog.account.articleTitle'),
              render: (_: unknown, blog: (typeof page.list)[number]) =>
                blog.status === 'published' ? (
                  <Link to={`/blog/article/${blog.id}`}>{blog.title}</Link>
                ) : (
                  blog.title || t('blog.account.untitled')
                ),
            },
            {
              title: t('blog.account.status'),
              width: 100,
              render: (_: unknown, blog: (typeof page.list)[number]) => (
                <Tag color={STATUS_COLOR[blog.status]}>{t(`blog.account.statuses.${blog.status}`)}</Tag>
              ),
            },
            {
              title: t('blog.account.updatedAt'),
              width: 180,
              render: (_: unknown, blog: (typeof page.list)[number]) => chinaTime(blog.gmtModified),
            },
            {
              title: t('blog.account.actions'),
              width: 200,
              render: (_: unknown, blog: (typeof page.list)[number]) => (
                <>
                  <Link to={`/blog/account/write?id=${blog.id}`}>{t('blog.account.edit')}</Link>
                  {blog.status === 'published' ? (
                    <Popconfirm
                      title={t('blog.account.unpublishConfirm')}
                      onConfirm={() =>
                        void run(() => api.call('/community/auth/blog/unpublish', { id: blog.id }))
                      }
                    >
                      <Button type="link">{t('blog.account.unpublish')}</Button>
                    </Popconfirm>
                  ) : null}
                  <Popconfirm
                    title={t('blog.account.deleteConfirm')}
                    onConfirm={() => void run(() => api.call('/community/auth/blog/delete', { id: blog.id }))}
                  >
                    <Button type="link" danger>
                      {t('blog.account.delete')}
                    </Button>
                  </Popconfirm>
                </>
              ),
            },
          ]}
        />
        <ListPager page={page} />
      </section>
      <aside className={styles.side}>
        <div className={styles.panel}>
          <h3>{t('blog.account.introduction')}</h3>
          <Input.TextArea
            rows={4}
            maxLength={300}
            showCount
            value={intro}
            aria-label={t('blog.account.introduction')}
            placeholder={t('blog.account.introductionPlaceholder')}
            onChange={(event) => setIntro(event.target.value)}
          />
          <Button
            style={{ marginTop: 8 }}
            loading={busy}
            onClick={() => void run(() => api.call('/community/auth/blogger/save', { introduction: intro }))}
          >
            {t('blog.account.saveIntroduction')}
          </Button>
          <div style={{ marginTop: 12 }}>
            <Link to={`/blog/blogger/${userId}`}>{t('blog.account.viewMyPage')}</Link>
          </div>
        </div>
      </aside>
    </div>
  );
}
