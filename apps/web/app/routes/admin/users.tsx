import { Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/users';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ActiveTag, DisableAction } from '../../components/admin/disable-action';
import { KeywordToolbar } from '../../components/admin/keyword-search';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordPageRequest } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useVisitor } from '../../lib/session/visitor';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminUsers);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const page = authedDataOf(await serverApi(context).call('/admin/auth/user/list', body), request, context);
  return {
    ...page,
    keyword,
    list: page.list.map((user) => ({ ...user, created: chinaTime(user.gmtCreate) })),
  };
};

const typeColor = { 1: 'default', 2: 'purple', 3: 'blue' } as const;

/** /admin/users: accounts, searchable by mobile, nickname or number; disable, mark recommended. */
export default function AdminUsers({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user: me } = useVisitor();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();

  return (
    <>
      <PageTitle title={t('menu.adminUsers')} />
      <KeywordToolbar keyword={page.keyword} placeholder={t('admin.userSearch')} total={page.totalCount} />
      <Table
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        columns={[
          {
            title: t('admin.user'),
            key: 'user',
            render: (_, user) => (
              <div className={styles.who}>
                <div>
                  {user.nickname || '-'} {user.isAdmin ? <Tag color="red">{t('menu.adminTag')}</Tag> : null}
                </div>
                <div className={styles.whoSub}>{user.userNo}</div>
              </div>
            ),
          },
          { title: t('fields.mobile'), dataIndex: 'mobile', width: 130 },
          {
            title: t('info.userType'),
            key: 'type',
            width: 110,
            render: (_, user) => (
              <Tag color={typeColor[user.userType]}>{t(`account.userTypes.${user.userType}`)}</Tag>
            ),
          },
          {
            title: t('admin.recommended'),
            key: 'recommended',
            width: 80,
            align: 'center',
            render: (_, user) => (
              <Switch
                size="small"
                checked={user.isRecommended}
                disabled={busy}
                aria-label={t('admin.recommended')}
                onChange={(value) =>
                  void run(() => api.call('/admin/auth/user/recommend', { id: user.id, value }))
                }
              />
            ),
          },
          { title: t('admin.registered'), dataIndex: 'created', width: 170 },
          {
            title: t('admin.status'),
            key: 'status',
            width: 90,
            render: (_, user) => <ActiveTag disabled={user.isDisabled} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, user) =>
              user.id === me?.id ? null : (
                <DisableAction
                  disabled={user.isDisabled}
                  name={user.nickname || user.mobile}
                  onToggle={(value) =>
                    run(() => api.call('/admin/auth/user/disable', { id: user.id, value }))
                  }
                />
              ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
