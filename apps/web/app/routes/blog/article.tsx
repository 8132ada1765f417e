import { Code } from '@huitang/contracts';
import { DeleteOutlined, EditOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/article';
import { dataOf, serverApi } from '../../api/server';
import { FollowButton } from '../../components/attention/follow-button';
import { BloggerLink } from '../../components/blog/blog-cards';
import { BlogComments } from '../../components/blog/comments';
import { ReportButton } from '../../components/community/report-button';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import { useCountView } from '../../state/count-view';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches[0].loaderData, (texts) => `${loaderData?.blog.title ?? ''} - ${texts.blog.title}`);

export const loader = async ({ params, context }: Route.LoaderArgs) => ({
  blog: dataOf(await serverApi(context).call('/community/api/blog/view', { id: params.id })),
});

/** /blog/article/:id (SPEC blog/view): the article, its author to follow, likes and comments. */
export default function BlogArticle({ loaderData: { blog } }: Route.ComponentProps) {
  const { t } = useTranslation();
  useCountView('blog', blog.id);
  const { api, toast } = useAppServices();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const [like, setLike] = useState({ liked: blog.liked, likeCount: blog.likeCount });
  const [commentCount, setCommentCount] = useState(blog.commentCount);

  const toggleLike = async () => {
    if (!user) {
      saveReturnUrl(`/blog/article/${blog.id}`);
      void navigate('/login');
      return;
    }
    const reply = await api.call(like.liked ? '/community/auth/blog/unlike' : '/community/auth/blog/like', {
      id: blog.id,
    });
    if (reply.code === Code.OK) setLike(reply.data);
  };
  const remove = async () => {
    const reply = await api.call('/community/auth/blog/delete', { id: blog.id });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    void navigate(blog.mine ? '/blog/account' : '/blog');
  };

  return (
    <div className={`ht-container ${styles.page}`}>
      <article className={`${styles.main} ${styles.article}`}>
        <h1>{blog.title}</h1>
        <div className={styles.meta}>
          <BloggerLink person={blog.author} />
          <span>{t('blog.publishedAt', { time: chinaTime(blog.gmtCreate) })}</span>
          <span>{t('blog.views', { count: blog.viewCount })}</span>
          <span>{t('blog.comments', { count: commentCount })}</span>
          {blog.labels.map((label) => (
            <Link key={label.labelNo} to={`/blog?label=${label.labelNo}`}>
              <Tag bordered={false} color="blue">
                {label.labelName}
              </Tag>
            </Link>
          ))}
          {blog.mine ? (
            <Link to={`/blog/account/write?id=${blog.id}`}>
              <Button size="small" icon={<EditOutlined />}>
                {t('blog.editArticle')}
              </Button>
            </Link>
          ) : null}
          {blog.moderates ? (
            <Popconfirm title={t('blog.deleteConfirm')} onConfirm={() => void remove()}>
              <Button size="small" danger icon={<DeleteOutlined />}>
                {t('blog.deleteArticle')}
              </Button>
            </Popconfirm>
          ) : null}
          {blog.mine ? null : <ReportButton kind="blog" id={blog.id} />}
        </div>
        <RichTextContent html={blog.content} />
        <div className={styles.articleActions}>
          <Button
            size="large"
            shape="round"
            type={like.liked ? 'primary' : 'default'}
            icon={like.liked ? <LikeFilled /> : <LikeOutlined />}
            onClick={() => void toggleLike()}
            data-testid="blog-like"
          >
            {like.liked ? t('blog.liked') : t('blog.like')} {like.likeCount}
          </Button>
        </div>
        <BlogComments blogId={blog.id} onCountChange={(step) => setCommentCount((count) => count + step)} />
      </article>
      <aside className={styles.side}>
        <div className={styles.panel}>
          <h3>{t('blog.author')}</h3>
          <BloggerLink person={blog.author} size={40} />
          {blog.mine ? null : (
            <div style={{ marginTop: 12 }}>
              <FollowButton kind="blogger" id={blog.author.id} />
            </div>
          )}
        </div>
        <Link to="/blog">
          <Button block>{t('blog.backToList')}</Button>
        </Link>
      </aside>
    </div>
  );
}
