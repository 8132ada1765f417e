import type { TInviteCode } from '@huitang/contracts';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/invitecode';
import { KeywordToolbar } from '../../../../components/admin/keyword-search';
import { ListPager } from '../../../../components/list-pager';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { useTypeNames } from '../../../../components/sign-up/settings/form-items';
import { lazyDialog } from '../../../../components/forms/lazy-dialog';
import { inviteExportPath } from '../../../../components/sign-up/paths';
import { keywordPageRequest } from '../../../../lib/list-query';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/console/console.module.css';
import { loadTexts } from '../../../../i18n';
import { createdColumn } from '../../../../components/sign-up/columns';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const InviteGenerateDialog = lazyDialog(
  () =>
    import('../../../../components/sign-up/settings/invite-generate-dialog').then(
      (module) => module.InviteGenerateDialog,
    ),
  (props) => props.open,
);

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.invitecode);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const [page, settings] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/invite/code/list', body),
    loadRows(request, context, '/meeting/auth/meeting/enroll/get', { hotels: false }),
  ]);
  return { page, keyword, types: settings.types };
};

/** /account/meeting/baseinfo/invitecode: invitation codes made in batches, searched, exported, deleted. */
export default function InviteCodes({ loaderData: { page, keyword, types } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [generating, setGenerating] = useState(false);
  const typeNames = useTypeNames(types);
  return (
    <ConsolePage
      title={t('console.menu.invitecode')}
      lang={lang}
      extra={
        <div className={styles.toolbarActions}>
          <a href={inviteExportPath(meetingId)} download>
            <Button size="middle" icon={<DownloadOutlined />}>
              {t('signUp.common.exportXlsx')}
            </Button>
          </a>
          <Button type="primary" size="middle" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
            {t('signUp.invite.generate')}
          </Button>
        </div>
      }
    >
      <KeywordToolbar keyword={keyword} placeholder={t('signUp.invite.search')} total={page.totalCount} />
      <Table<TInviteCode>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('signUp.invite.empty') }}
        columns={[
          {
            title: t('signUp.invite.code'),
            dataIndex: 'code',
            width: 160,
            render: (code: string) => <code>{code}</code>,
          },
          {
            title: t('signUp.invite.singleUse'),
            key: 'singleUse',
            width: 100,
            render: (_, row) =>
              row.singleUse ? (
                <Tag color="blue">{t('signUp.invite.once')}</Tag>
              ) : (
                <Tag>{t('signUp.invite.many')}</Tag>
              ),
          },
          { title: t('signUp.invite.used'), dataIndex: 'used', width: 80 },
          {
            title: t('signUp.invite.types'),
            key: 'types',
            render: (_, row) => typeNames(row.typeIds, t('signUp.invite.allHidden')),
          },
          { title: t('signUp.invite.remark'), dataIndex: 'remark' },
          createdColumn(t('signUp.invite.created')),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 80,
            render: (_, row) => (
              <Popconfirm
                title={t('console.deleteConfirm')}
                okText={t('console.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  void run(() => api.call('/meeting/auth/meeting/invite/code/delete', { id: row.id }))
                }
              >
                <Button type="link" danger size="small" disabled={busy}>
                  {t('console.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
      <InviteGenerateDialog open={generating} types={types} onClose={() => setGenerating(false)} />
    </ConsolePage>
  );
}
