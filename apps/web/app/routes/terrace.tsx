import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/terrace';
import { dataOf, listOf, serverApi } from '../api/server';
import { formatTime } from '../lib/format/format-time';
import { useSite } from '../lib/use-site';
import { stop } from '../lib/stop';
import { RichTextContent } from '../components/rich-text/rich-text-content';
import styles from './terrace.module.css';
import { routeId } from '../lib/route-id';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  if (!params.id) {
    // /terrace without an id opens the first article of the footer navigation.
    const first = listOf(await api.call('/system/api/website/nav/list', {}))[0]?.websiteNavList[0];
    if (first) stop(redirect(`/terrace/${first.id}`));
  }
  const navId = routeId(params.id);
  const article = dataOf(await api.call('/system/api/website/nav/article/get', { navId }));
  return { ...article, updated: formatTime(article.gmtModified) };
};

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = matches[0].loaderData;
  return [{ title: data ? `${data.navName} - ${site.web.title}` : site.web.title }];
};

/** A platform article of the footer navigation (website/nav/article/get), with its group beside it. */
export default function Terrace({ loaderData: article }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { footerGroups } = useSite();
  return (
    <div className={`ht-container ${styles.page}`}>
      <aside className={styles.side}>
        {footerGroups.map((group) => (
          <div key={group.id} className={styles.group}>
            <h4>{group.navName}</h4>
            {group.websiteNavList.map((item) => (
              <Link
                key={item.id}
                to={`/terrace/${item.id}`}
                className={item.id === article.id ? `${styles.item} ${styles.active}` : styles.item}
              >
                {item.navName}
              </Link>
            ))}
          </div>
        ))}
      </aside>
      <article className={styles.article}>
        <h1>{article.navName}</h1>
        <p className={styles.meta}>
          {article.groupName} · {t('terrace.updated', { time: article.updated })}
        </p>
        <RichTextContent html={article.content} />
      </article>
    </div>
  );
}
