import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/blogger';
import { dataOf, serverApi } from '../../api/server';
import { FollowButton } from '../../components/attention/follow-button';
import { BlogCards } from '../../components/blog/blog-cards';
import { ListPager } from '../../components/list-pager';
import { pageOfQuery } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useVisitor } from '../../lib/session/visitor';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches[0].loaderData, (texts) =>
    texts.blog.blogger.title.replace('{{name}}', loaderData?.blogger.name ?? ''),
  );

const PAGE_SIZE = 15;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const blogger = dataOf(await api.call('/community/api/blogger/view', { id: params.id }));
  const page = dataOf(
    await api.call('/community/api/blog/list', {
      bloggerId: blogger.id,
      pageCurrent: pageOfQuery(new URL(request.url).searchParams),
      pageSize: PAGE_SIZE,
    }),
  );
  return { blogger, page };
};

/** /blog/blogger/:id (SPEC blogger/view): who writes here, their figures, a follow button and their articles. */
export default function BloggerPage({ loaderData: { blogger, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  return (
    <div className="ht-container">
      <div className={styles.bloggerHead}>
        <Avatar size={72} src={blogger.avatar || undefined} icon={<UserOutlined />} />
        <div style={{ flex: 1 }}>
          <h1>{t('blog.blogger.title', { name: blogger.name })}</h1>
          <div>{blogger.introduction || t('blog.blogger.noIntroduction')}</div>
          <div className={styles.bloggerFacts}>
            <span>{t('blog.articles', { count: blogger.articleCount })}</span>
            <span>{t('blog.blogger.received', { count: blogger.likeCount })}</span>
          </div>
        </div>
        {user?.id === blogger.id ? null : <FollowButton kind="blogger" id={blogger.id} />}
      </div>
      <div className={styles.page}>
        <section className={styles.main}>
          {page.list.length > 0 ? (
            <>
              <BlogCards blogs={page.list} showAuthor={false} />
              <ListPager page={page} />
            </>
          ) : (
            <Empty description={t('blog.empty')} />
          )}
        </section>
      </div>
    </div>
  );
}
