import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/organizations';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ActiveTag, DisableAction } from '../../components/admin/disable-action';
import { KeywordToolbar } from '../../components/admin/keyword-search';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordPageRequest } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminOrganizations);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const page = authedDataOf(await serverApi(context).call('/admin/auth/org/list', body), request, context);
  return { ...page, keyword, list: page.list.map((org) => ({ ...org, created: chinaTime(org.gmtCreate) })) };
};

/** /admin/organizations: every institution, searchable; disabling one closes its site and centre edits. */
export default function AdminOrganizations({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();

  return (
    <>
      <PageTitle title={t('menu.adminOrganizations')} />
      <KeywordToolbar keyword={page.keyword} placeholder={t('admin.orgSearch')} total={page.totalCount} />
      <Table
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        columns={[
          {
            title: t('admin.org'),
            key: 'org',
            render: (_, org) => (
              <div className={styles.orgCell}>
                {org.logo ? <img src={org.logo} alt="" className={styles.orgLogo} /> : null}
                <div className={styles.who}>
                  <a href={`/organization/view/${org.id}`} target="_blank" rel="noopener noreferrer">
                    {org.orgName}
                  </a>
                  <div className={styles.whoSub}>
                    {org.shortName} · {org.orgNo}
                  </div>
                </div>
              </div>
            ),
          },
          {
            title: t('fields.contactName'),
            key: 'contact',
            width: 150,
            render: (_, org) => (
              <div className={styles.who}>
                <div>{org.contactName}</div>
                <div className={styles.whoSub}>{org.contactMobile}</div>
              </div>
            ),
          },
          { title: t('admin.members'), dataIndex: 'memberCount', width: 80, align: 'center' },
          { title: t('admin.joined'), dataIndex: 'created', width: 170 },
          {
            title: t('admin.status'),
            key: 'status',
            width: 90,
            render: (_, org) => <ActiveTag disabled={org.isDisabled} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, org) => (
              <DisableAction
                disabled={org.isDisabled}
                name={org.orgName}
                onToggle={(value) => run(() => api.call('/admin/auth/org/disable', { id: org.id, value }))}
              />
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
