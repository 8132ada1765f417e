import { MeetingStatus, UserType, type TMeeting } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { listOf, serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { dayRange } from '@huitang/contracts/china-time';
import { meetingTitle } from '../../../components/meeting/console-title';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { CONSOLE_HOME, previewHref } from '../../../components/meeting/paths';
import { TimeStateTag } from '../../../components/meeting/time-state-tag';
import { consolePath } from '../../../components/console/use-console';
import { usePushMeeting } from '../../../components/console/use-push';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../../lib/list-query';
import { authedDataOf } from '../../../loaders/session.server';
import { useSite } from '../../../lib/use-site';
import { useVisitor } from '../../../lib/session/visitor';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('meeting', 'meetingConsole');

const CreateMeetingDialog = lazyDialog(
  () =>
    import('../../../components/meeting/create-meeting-dialog').then((module) => module.CreateMeetingDialog),
  (props) => props.open,
);

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.meetingManagement.title);

const PAGE_SIZE = 10;

const statusOfQuery = (query: URLSearchParams) => {
  const status = query.get('status');
  return status === '1' ? MeetingStatus.LISTED : status === '0' ? MeetingStatus.DELISTED : undefined;
};

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const query = new URL(request.url).searchParams;
  const keyword = keywordOfQuery(query);
  const meetingStatus = statusOfQuery(query);
  const [page, categories, orgs] = await Promise.all([
    api.call('/meeting/auth/meeting/info/list', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(keyword ? { keyword } : {}),
      ...(meetingStatus === undefined ? {} : { meetingStatus }),
    }),
    api.call('/meeting/api/meeting/category/category/name/list', {}),
    api.call('/user/auth/org/mine', {}),
  ]);
  return {
    page: authedDataOf(page, request, context),
    categories: listOf(categories),
    orgId: listOf(orgs).find((org) => !org.isDisabled)?.id,
    keyword,
    status: meetingStatus,
  };
};

/**
 * /account/organization/meetingmanagement (SPEC account-organization-meetingmanagement): the
 * meetings of the user and of their institution; create, open the console, list, copy, delete.
 */
export default function MeetingManagement({ loaderData }: Route.ComponentProps) {
  const { page, categories, orgId, keyword, status } = loaderData;
  const { t } = useTranslation();
  const { web } = useSite();
  const { user } = useVisitor();
  const { api } = useAppServices();
  const go = useQueryNav();
  const { busy, run } = useSubmit();
  const push = usePushMeeting();
  const [creating, setCreating] = useState(false);
  const canPublish = user !== null && user.userType !== UserType.ORDINARY;

  return (
    <>
      {push.holder}
      <PageTitle
        title={t('meetingManagement.title')}
        extra={
          canPublish ? (
            <Button type="primary" size="middle" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('meetingManagement.create')}
            </Button>
          ) : null
        }
      />
      {canPublish ? null : (
        <Alert
          className={styles.langNote}
          type="info"
          showIcon
          title={t('meetingManagement.publishOnly')}
          action={<Link to="/recruit">{t('meetingManagement.becomePublisher')}</Link>}
        />
      )}
      <div className={styles.toolbar}>
        <Segmented
          value={status === undefined ? 'all' : String(status)}
          onChange={(value) => go({ status: value === 'all' ? null : String(value), page: null })}
          options={[
            { value: 'all', label: t('meetingManagement.all') },
            { value: '1', label: t('meeting.status.listed') },
            { value: '0', label: t('meeting.status.delisted') },
          ]}
        />
        <Input.Search
          defaultValue={keyword}
          allowClear
          placeholder={t('meetingManagement.searchPlaceholder')}
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      <Table<TMeeting>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('meetingManagement.empty') }}
        columns={[
          {
            title: t('meetingManagement.meeting'),
            key: 'meeting',
            render: (_, meeting) => (
              <div className={styles.meetingCell}>
                {meeting.cover ? <img src={meeting.cover} alt="" className={styles.cover} /> : null}
                <div>
                  <Link to={consolePath(CONSOLE_HOME, meeting.id)} className={styles.meetingLink}>
                    {meeting.meetingName}
                  </Link>
                  <div className={styles.muted}>{dayRange(meeting.startTime, meeting.endTime)}</div>
                </div>
              </div>
            ),
          },
          {
            title: t('meetingManagement.state'),
            key: 'state',
            width: 100,
            render: (_, meeting) => <TimeStateTag state={meeting.timeState} />,
          },
          {
            title: t('meetingManagement.status'),
            key: 'status',
            width: 90,
            render: (_, meeting) =>
              meeting.meetingStatus === MeetingStatus.LISTED ? (
                <Tag color="green">{t('meeting.status.listed')}</Tag>
              ) : (
                <Tag>{t('meeting.status.delisted')}</Tag>
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 250,
            render: (_, meeting) => {
              const listed = meeting.meetingStatus === MeetingStatus.LISTED;
              return (
                <Space size={0} wrap>
                  <Link to={consolePath(CONSOLE_HOME, meeting.id)}>
                    <Button type="link" size="small">
                      {t('meetingManagement.manage')}
                    </Button>
                  </Link>
                  <Button type="link" size="small" disabled={push.busy} onClick={() => push.toggle(meeting)}>
                    {listed ? t('console.header.delist') : t('console.header.list')}
                  </Button>
                  <a href={previewHref(meeting, web.orgCustomizeMainDomain)} target="_blank" rel="noreferrer">
                    <Button type="link" size="small">
                      {t('console.header.preview')}
                    </Button>
                  </a>
                  <Button
                    type="link"
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      void run(() => api.call('/meeting/auth/meeting/info/copy', { id: meeting.id }))
                    }
                  >
                    {t('meetingManagement.copy')}
                  </Button>
                  <Popconfirm
                    title={t('meetingManagement.deleteConfirm')}
                    description={listed ? t('meetingManagement.deleteListed') : undefined}
                    okText={t('console.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      void run(() => api.call('/meeting/auth/meeting/info/delete', { id: meeting.id }))
                    }
                  >
                    <Button type="link" danger size="small">
                      {t('console.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      <CreateMeetingDialog
        open={creating}
        onCancel={() => setCreating(false)}
        categories={categories}
        orgId={orgId}
      />
    </>
  );
}
