import type { TBlogCard, TPerson } from '@huitang/contracts';
import { Avatar, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import styles from './blog.module.css';

/** A blogger's picture and name, leading to their blog page. */
export function BloggerLink({ person, size = 24 }: { person: TPerson; size?: number }) {
  return (
    <Link to={`/blog/blogger/${person.id}`} className={styles.person}>
      <Avatar size={size} src={person.avatar || undefined} icon={<UserOutlined />} />
      <span>{person.name}</span>
    </Link>
  );
}

/** What readers did with an article: views, likes, comments. */
export function BlogFigures({ blog }: { blog: Pick<TBlogCard, 'viewCount' | 'likeCount' | 'commentCount'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.figures}>
      <span>{t('blog.views', { count: blog.viewCount })}</span>
      <span>{t('blog.likes', { count: blog.likeCount })}</span>
      <span>{t('blog.comments', { count: blog.commentCount })}</span>
    </span>
  );
}

/** Articles as the blog's lists show them: title, the first words, cover, labels, who and when. */
export function BlogCards({ blogs, showAuthor = true }: { blogs: TBlogCard[]; showAuthor?: boolean }) {
  return (
    <ul className={styles.cards} data-testid="blog-cards">
      {blogs.map((blog) => (
        <li key={blog.id} className={styles.card}>
          <div className={styles.cardBody}>
            <Link to={`/blog/article/${blog.id}`} className={styles.cardTitle}>
              {blog.title}
            </Link>
            <p className={styles.summary}>{blog.summary}</p>
            <div className={styles.meta}>
              {showAuthor ? <BloggerLink person={blog.author} size={20} /> : null}
              <span>{formatTime(blog.gmtCreate)}</span>
              <BlogFigures blog={blog} />
              {blog.labels.map((label) => (
                <Tag key={label.labelNo} bordered={false} color="blue">
                  {label.labelName}
                </Tag>
              ))}
            </div>
          </div>
          {blog.cover ? <img src={blog.cover} alt="" className={styles.cover} loading="lazy" /> : null}
        </li>
      ))}
    </ul>
  );
}
