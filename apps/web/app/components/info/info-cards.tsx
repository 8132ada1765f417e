import type { TInfoCard } from '@huitang/contracts';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import blog from '../blog/blog.module.css';
import styles from './info.module.css';

/** Where an article is filed, as "zone · category" (either may be gone). */
export const filedUnder = (card: Pick<TInfoCard, 'zoneName' | 'categoryName'>) =>
  [card.zoneName, card.categoryName].filter(Boolean).join(' · ');

/** The /info list: cover, title, lead, and where it is filed, from, when and how often read. */
export function InfoCards({ articles }: { articles: TInfoCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid="info-cards">
      {articles.map((article) => (
        <li key={article.id} className={styles.card}>
          {article.cover ? (
            <Link to={`/info/detail/${article.id}`} tabIndex={-1}>
              <img className={styles.cover} src={article.cover} alt="" loading="lazy" />
            </Link>
          ) : null}
          <div className={styles.cardBody}>
            <Link className={styles.cardTitle} to={`/info/detail/${article.id}`}>
              {article.title}
            </Link>
            <p className={blog.summary}>{article.summary}</p>
            <div className={blog.meta}>
              <span>{filedUnder(article)}</span>
              {article.source ? <span>{article.source}</span> : null}
              <span>{formatTime(article.gmtPublished).slice(0, 10)}</span>
              <span>
                <EyeOutlined /> {t('news.views', { count: article.viewCount })}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The admin's recommendations, numbered (SPEC article/recommend/list). */
export function RecommendedInfo({ articles }: { articles: TInfoCard[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <div className={blog.panel} data-testid="info-recommended">
      <h3>{t('news.recommended')}</h3>
      <ol className={styles.ranked}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={`/info/detail/${article.id}`}>{article.title}</Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
