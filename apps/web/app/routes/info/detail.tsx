import { EyeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/detail';
import { dataOf, listOf, serverApi } from '../../api/server';
import { RecommendedInfo } from '../../components/info/info-cards';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import { useCountView } from '../../state/count-view';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import blog from '../../components/blog/blog.module.css';
import styles from '../../components/info/info.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('news');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches[0].loaderData, (texts) => `${loaderData?.article.title ?? ''} - ${texts.news.title}`);

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [article, recommended] = await Promise.all([
    api.call('/community/api/article/view', { id: params.id }),
    api.call('/community/api/article/recommend/list', { size: 8 }),
  ]);
  return { article: dataOf(article), recommended: listOf(recommended) };
};

/** The admin's own summary leads the text; one cut from the text's opening would only repeat it. */
const leadOf = (article: { summary: string; content: string }) =>
  article.summary !== '' &&
  !article.content
    .replace(/<[^>]+>/g, '')
    .trimStart()
    .startsWith(article.summary.slice(0, 20));

/** /info/detail/:id (SPEC): the article where it is filed, its related articles and the recommendations. */
export default function InfoDetail({ loaderData: { article, recommended } }: Route.ComponentProps) {
  const { t } = useTranslation();
  useCountView('article', article.id);
  const zoneLink = article.zoneId ? `/info?zone=${article.zoneId}` : '/info';
  return (
    <div className="ht-container">
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to="/info">{t('news.title')}</Link> },
          ...(article.zoneId ? [{ title: <Link to={zoneLink}>{article.zoneName}</Link> }] : []),
          ...(article.categoryId && article.zoneId
            ? [
                {
                  title: (
                    <Link to={`${zoneLink}&category=${article.categoryId}`}>{article.categoryName}</Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className={blog.page} style={{ paddingTop: 8 }}>
        <article className={`${blog.main} ${blog.article}`}>
          <h1>{article.title}</h1>
          <div className={blog.meta}>
            {article.source ? <span>{t('news.source', { source: article.source })}</span> : null}
            {article.author ? <span>{t('news.author', { author: article.author })}</span> : null}
            <span>{t('news.publishedAt', { time: chinaTime(article.gmtPublished) })}</span>
            <span>
              <EyeOutlined /> {t('news.views', { count: article.viewCount })}
            </span>
          </div>
          {leadOf(article) ? <p className={styles.lead}>{article.summary}</p> : null}
          <RichTextContent html={article.content} />
          {article.related.length > 0 ? (
            <section className={styles.related} data-testid="info-related">
              <h2>{t('news.related')}</h2>
              <ul>
                {article.related.map((item) => (
                  <li key={item.id}>
                    <Link to={`/info/detail/${item.id}`}>{item.title}</Link>
                    <time>{chinaTime(item.gmtPublished).slice(0, 10)}</time>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <aside className={blog.side}>
          <RecommendedInfo articles={recommended} />
        </aside>
      </div>
    </div>
  );
}
