import { linkTo, type TMyWatch } from '@huitang/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/liverecord';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { watchColumns } from '../../../components/live-stats/columns';
import { chinaClock } from '@huitang/contracts/china-time';
import { ResponsiveTable } from '../../../components/responsive-table';
import { loadTexts } from '../../../i18n';
import { pageOfQuery } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/console/console.module.css';

await loadTexts('liveStats');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.liveStats.my.title);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const pageCurrent = pageOfQuery(new URL(request.url).searchParams);
  const reply = await serverApi(context).call('/meeting/auth/meeting/registration/my/live', {
    pageCurrent,
    pageSize: 10,
  });
  return authedDataOf(reply, request, context);
};

/** /account/meetingcenter/liverecord (SPEC): the lives I watched, venue by venue, and for how long. */
export default function LiveRecord({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={t('liveStats.my.title')}
        extra={
          page.totalCount ? (
            <a href={linkTo('/meeting/auth/meeting/registration/export/my/live', {})} download>
              <Button>{t('liveStats.export')}</Button>
            </a>
          ) : null
        }
      />
      <ResponsiveTable<TMyWatch>
        rowKey={(row) => `${row.meetingId}-${row.placeId}`}
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('liveStats.my.empty') }}
        columns={[
          {
            title: t('liveStats.meeting'),
            key: 'meeting',
            render: (_, row) => (
              <Link to={`/meetingLive/detail?id=${row.meetingId}`} className={styles.meetingLink}>
                {row.meetingName}
              </Link>
            ),
          },
          { title: t('liveStats.place'), dataIndex: 'placeName', width: 150 },
          ...watchColumns<TMyWatch>(t, { viewers: false }),
          {
            title: t('liveStats.lastAt'),
            key: 'last',
            width: 150,
            render: (_, row) => chinaClock(row.lastAt),
          },
          {
            title: t('liveStats.actions'),
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Link to={`/meetingLive/detail?id=${row.meetingId}`}>{t('liveStats.my.watchAgain')}</Link>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
