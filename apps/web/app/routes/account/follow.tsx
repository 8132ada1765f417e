import type { TMeetingCard } from '@huitang/contracts';
import { Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/follow';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { dayRange } from '@huitang/contracts/china-time';
import { meetingDetailPath } from '../../components/meeting/paths';
import { TimeStateTag } from '../../components/meeting/time-state-tag';
import { applyPath } from '../../components/sign-up/paths';
import { pageTitle } from '../../lib/page-title';
import { pageOfQuery } from '../../lib/list-query';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/console/console.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.follows);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const pageCurrent = pageOfQuery(new URL(request.url).searchParams);
  const reply = await serverApi(context).call('/meeting/auth/meeting/follow/list', {
    pageCurrent,
    pageSize: PAGE_SIZE,
  });
  return authedDataOf(reply, request, context);
};

/** /account/follow (SPEC personal centre "follows"): the meetings I follow; sign up or unfollow. */
export default function Follows({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle title={t('menu.follows')} />
      <Table<TMeetingCard>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: <Empty description={t('signUp.follow.empty')} /> }}
        columns={[
          {
            title: t('signUp.order.meeting'),
            key: 'meeting',
            render: (_, meeting) => (
              <div className={styles.meetingCell}>
                {meeting.cover ? <img src={meeting.cover} alt="" className={styles.cover} /> : null}
                <div>
                  <Link to={meetingDetailPath(meeting.id)} className={styles.meetingLink}>
                    {meeting.meetingName}
                  </Link>
                  <div className={styles.muted}>
                    {dayRange(meeting.startTime, meeting.endTime)} {meeting.city}
                  </div>
                </div>
              </div>
            ),
          },
          {
            title: t('signUp.follow.state'),
            key: 'state',
            width: 100,
            render: (_, meeting) => <TimeStateTag state={meeting.timeState} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, meeting) => (
              <>
                <Link to={applyPath(meeting.id)}>
                  <Button type="link" size="small">
                    {t('signUp.follow.signUp')}
                  </Button>
                </Link>
                <Button
                  type="link"
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    void run(() =>
                      api.call('/meeting/auth/meeting/follow', { meetingId: meeting.id, follow: false }),
                    )
                  }
                >
                  {t('signUp.follow.unfollow')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
