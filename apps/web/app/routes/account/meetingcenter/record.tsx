import type { TMySignUp } from '@huitang/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/record';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { dayRange } from '@huitang/contracts/china-time';
import { meetingDetailPath } from '../../../components/meeting/paths';
import { credentialPath, payPath } from '../../../components/sign-up/paths';
import { pageTitle } from '../../../lib/page-title';
import { AttendeeStatusTag } from '../../../components/sign-up/status-tags';
import { pageOfQuery } from '../../../lib/list-query';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';
import { createdColumn } from '../../../components/sign-up/columns';
import { PHONE_READY } from '../../../lib/phone';
import { ResponsiveTable } from '../../../components/responsive-table';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.attendRecords);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const pageCurrent = pageOfQuery(new URL(request.url).searchParams);
  const reply = await serverApi(context).call('/meeting/auth/meeting/register/my', {
    pageCurrent,
    pageSize: PAGE_SIZE,
  });
  return authedDataOf(reply, request, context);
};

/** /account/meetingcenter/record (SPEC "attendance records"): my sign-ups, their state, pay or cancel. */
export default function AttendanceRecords({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle title={t('menu.attendRecords')} />
      <ResponsiveTable<TMySignUp>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('signUp.my.empty') }}
        columns={[
          {
            title: t('signUp.order.meeting'),
            key: 'meeting',
            render: (_, row) => (
              <div>
                <Link to={meetingDetailPath(row.meetingId)} className={styles.meetingLink}>
                  {row.meetingName}
                </Link>
                <div className={styles.muted}>
                  {dayRange(row.startTime, row.endTime)} {row.address}
                </div>
              </div>
            ),
          },
          { title: t('signUp.signup.name'), dataIndex: 'name', width: 100 },
          { title: t('signUp.signup.type'), dataIndex: 'typeName', width: 120 },
          {
            title: t('signUp.signup.status'),
            key: 'status',
            width: 90,
            render: (_, row) => <AttendeeStatusTag status={row.status} />,
          },
          createdColumn(t('signUp.signup.created')),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space size={0} wrap>
                {row.status === 'confirmed' ? (
                  <Link to={credentialPath(row.id)}>
                    <Button type="link" size="small">
                      {t('signUp.my.credential')}
                    </Button>
                  </Link>
                ) : null}
                {row.orderStatus === 'open' ? (
                  <Link to={payPath(row.orderNo)}>
                    <Button type="link" size="small">
                      {t('signUp.my.pay')}
                    </Button>
                  </Link>
                ) : null}
                {row.canCancel ? (
                  <Popconfirm
                    title={t('signUp.my.cancelConfirm')}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      void run(() => api.call('/meeting/auth/meeting/register/cancel', { id: row.id }))
                    }
                  >
                    <Button type="link" danger size="small" disabled={busy}>
                      {t('signUp.my.cancel')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
