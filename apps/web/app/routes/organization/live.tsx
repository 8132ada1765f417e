import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/live';
import { dataOf, serverApi } from '../../api/server';
import { LiveCard } from '../../components/live/live-card';
import { ListPager } from '../../components/list-pager';
import styles from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';
import { pageOfQuery } from '../../lib/list-query';
import { routeId } from '../../lib/route-id';
import { useOrgSite } from '../../layouts/use-org-site';

await loadTexts('meeting', 'live');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

const PAGE_SIZE = 12;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const orgId = routeId(params.id);
  const page = await serverApi(context).call('/meeting/api/meeting/info/place/live', {
    orgId,
    pageCurrent: pageOfQuery(new URL(request.url).searchParams),
    pageSize: PAGE_SIZE,
  });
  return { page: dataOf(page) };
};

/** /organization/live/:id, the organisation site's live centre: its meetings that stream, on air first. */
export default function OrgLive({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { org } = useOrgSite();
  return (
    <div className={`ht-container ${styles.orgMeetings}`}>
      <div className={styles.listHead}>
        <h1>{t('live.list.orgCentre', { name: org.shortName || org.orgName })}</h1>
      </div>
      {page.list.length > 0 ? (
        <div className={styles.grid}>
          {page.list.map((meeting) => (
            <LiveCard key={meeting.id} meeting={meeting} back={false} />
          ))}
        </div>
      ) : (
        <Empty className={styles.empty} description={t('live.list.noLive')} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
