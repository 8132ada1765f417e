import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import {} from 'react-router';
import type { Route } from './+types/org-meetings';
import { dataOf, serverApi } from '../../api/server';
import { ListPager } from '../../components/list-pager';
import { MeetingGrid } from '../../components/meeting/meeting-card';
import { pageOfQuery } from '../../lib/list-query';
import { useOrgSite } from '../../layouts/use-org-site';
import styles from '../../components/meeting/meeting-cards.module.css';
import { routeId } from '../../lib/route-id';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

const PAGE_SIZE = 12;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const orgId = routeId(params.id);
  const page = await serverApi(context).call('/meeting/api/meeting/info/list', {
    orgId,
    pageCurrent: pageOfQuery(new URL(request.url).searchParams),
    pageSize: PAGE_SIZE,
  });
  return { page: dataOf(page) };
};

/** /organization/meeting/:id, the organisation site's meeting centre: its listed meetings. */
export default function OrgMeetings({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { org } = useOrgSite();
  return (
    <div className={`ht-container ${styles.orgMeetings}`}>
      <div className={styles.listHead}>
        <h1>{t('meeting.orgCentre', { name: org.shortName || org.orgName })}</h1>
      </div>
      {page.list.length > 0 ? (
        <MeetingGrid meetings={page.list} />
      ) : (
        <Empty className={styles.empty} description={t('meeting.orgEmpty')} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
