import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/list';
import { dataOf, serverApi } from '../../api/server';
import { LiveCard } from '../../components/live/live-card';
import { ListPager } from '../../components/list-pager';
import { meetingTitle } from '../../components/meeting/console-title';
import cardStyles from '../../components/meeting/meeting-cards.module.css';
import styles from '../../components/live/live-list.module.css';
import { loadTexts } from '../../i18n';
import { pageOfQuery } from '../../lib/list-query';
import { PHONE_READY } from '../../lib/phone';
import { SHARED_SHELL } from '../../lib/session/visitor';

await loadTexts('meeting', 'live');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...SHARED_SHELL, ...PHONE_READY };

const PAGE_SIZE = 20;
const isBack = (pathname: string) => pathname.startsWith('/meetingBack');

export const meta: Route.MetaFunction = ({ matches, location }) =>
  meetingTitle(matches[0].loaderData, (texts) =>
    isBack(location.pathname) ? texts.live.list.backTitle : texts.live.list.liveTitle,
  );

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const page = await serverApi(context).call(
    isBack(url.pathname) ? '/meeting/api/meeting/info/place/back' : '/meeting/api/meeting/info/place/live',
    { pageCurrent: pageOfQuery(url.searchParams), pageSize: PAGE_SIZE },
  );
  return { page: dataOf(page) };
};

/** /meetingLive: meetings that stream, on air first; /meetingBack: meetings with replays to watch. */
export default function LiveList({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const back = isBack(useLocation().pathname);
  return (
    <div className={`ht-container ${cardStyles.listPage}`}>
      <div className={cardStyles.listHead}>
        <h1>{back ? t('live.list.backTitle') : t('live.list.liveTitle')}</h1>
        <nav className={styles.switch} aria-label={t('live.list.switch')}>
          <Link to="/meetingLive" aria-current={back ? undefined : 'page'}>
            {t('live.list.liveTitle')}
          </Link>
          <Link to="/meetingBack" aria-current={back ? 'page' : undefined}>
            {t('live.list.backTitle')}
          </Link>
        </nav>
      </div>
      {page.list.length > 0 ? (
        <div className={cardStyles.grid}>
          {page.list.map((meeting) => (
            <LiveCard key={meeting.id} meeting={meeting} back={back} />
          ))}
        </div>
      ) : (
        <Empty
          className={cardStyles.empty}
          description={back ? t('live.list.noBack') : t('live.list.noLive')}
        />
      )}
      <ListPager page={page} className={cardStyles.pager} />
    </div>
  );
}
