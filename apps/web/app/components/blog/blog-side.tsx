import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useVisitor } from '../../lib/session/visitor';
import { useApiData } from '../../state/use-api-data';
import { FollowButton } from '../attention/follow-button';
import { BloggerLink } from './blog-cards';
import styles from './blog.module.css';

/** Bloggers to follow, for a signed-in reader (SPEC community/auth/blogger/recommend/list). */
function RecommendedBloggers() {
  const { t } = useTranslation();
  const bloggers =
    useApiData('/community/auth/blogger/recommend/list', {}, { handleErrors: false }).data ?? [];
  if (bloggers.length === 0) return null;
  return (
    <div className={styles.panel} data-testid="recommended-bloggers">
      <h3>{t('blog.recommended')}</h3>
      {bloggers.map((blogger) => (
        <div key={blogger.id} className={styles.recommended}>
          <BloggerLink person={blogger} size={32} />
          <FollowButton kind="blogger" id={blogger.id} compact />
        </div>
      ))}
    </div>
  );
}

/** The blog's side column: write, my blog, search, and bloggers to follow. */
export function BlogSide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useVisitor();
  return (
    <aside className={styles.side}>
      <div className={styles.panel}>
        <Link to="/blog/account/write">
          <Button type="primary" block icon={<EditOutlined />}>
            {t('blog.write')}
          </Button>
        </Link>
        <Link to="/blog/account">
          <Button block icon={<UserOutlined />} style={{ marginTop: 8 }}>
            {t('blog.mine')}
          </Button>
        </Link>
        <Input.Search
          style={{ marginTop: 12 }}
          placeholder={t('blog.searchPlaceholder')}
          aria-label={t('blog.searchPlaceholder')}
          onSearch={(value) =>
            value.trim() && void navigate(`/blog/search?keyword=${encodeURIComponent(value.trim())}`)
          }
        />
      </div>
      {user ? <RecommendedBloggers /> : null}
    </aside>
  );
}
