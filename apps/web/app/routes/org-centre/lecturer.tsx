import type { TOrgMember, TOrgRole } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/lecturer';
import { serverApi } from '../../api/server';
import defaultAvatar from '../../assets/default-avatar.svg';
import { FormDialog } from '../../components/forms/form-dialog';
import { TextField } from '../../components/forms/fields';
import { OrgHead } from '../../components/org-centre/org-head';
import { formRules } from '../../components/sign-in/form-rules';
import { maskMobile } from '../../lib/format/mask';
import { loadCentreOrg } from '../../loaders/org-centre.server';
import { chinaTime } from '@huitang/contracts/china-time';
import { assignableRoles, canEdit, canManage } from '../../lib/org-roles';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useVisitor } from '../../lib/session/visitor';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/org-centre/org-centre.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.orgMembers);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const org = await loadCentreOrg(request, context);
  const members = authedDataOf(
    await serverApi(context).call('/user/auth/org/member/list', { orgId: org.id }),
    request,
    context,
  );
  return { org, members: members.map((member) => ({ ...member, joined: chinaTime(member.gmtJoin) })) };
};

interface TAddValues {
  mobile: string;
  role: TOrgRole;
}

/**
 * /account/organization/lecturer: the institution's lecturers and staff. Admins and owners add
 * people by mobile, set roles up to their own and remove members; the server keeps the last owner.
 */
export default function OrgMembers({ loaderData: { org, members } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { user } = useVisitor();
  const { busy, run } = useSubmit();
  const [adding, setAdding] = useState(false);
  const manager = canEdit(org.role) && !org.isDisabled;
  const roleOptions = assignableRoles(org.role).map((role) => ({
    value: role,
    label: t(`orgCentre.roles.${role}`),
  }));

  const setRole = (member: TOrgMember, role: TOrgRole) =>
    run(() => api.call('/user/auth/org/member/role', { orgId: org.id, userId: member.userId, role }));
  const remove = (member: TOrgMember) =>
    run(() => api.call('/user/auth/org/member/remove', { orgId: org.id, userId: member.userId }));
  const add = async (values: TAddValues) =>
    !!(await run(() => api.call('/user/auth/org/member/add', { ...values, orgId: org.id })));

  return (
    <>
      <OrgHead
        org={org}
        title={t('menu.orgMembers')}
        readOnlyNote={canEdit(org.role) ? undefined : t('orgMembers.readOnly')}
      />
      <div className={styles.toolbar}>
        <span>{t('orgMembers.count', { count: members.length })}</span>
        {manager ? (
          <Button type="primary" size="middle" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('orgMembers.add')}
          </Button>
        ) : null}
      </div>
      <Table
        rowKey="userId"
        dataSource={members}
        pagination={false}
        columns={[
          {
            title: t('orgMembers.member'),
            key: 'member',
            render: (_, member) => (
              <div className={styles.member}>
                <img src={member.headImgUrl || defaultAvatar} alt="" className={styles.memberAvatar} />
                <div>
                  <div className={styles.memberName}>
                    {member.nickname || t('orgMembers.noNickname')}
                    {member.userId === user?.id ? (
                      <Tag className={styles.me}>{t('orgMembers.me')}</Tag>
                    ) : null}
                  </div>
                  <div className={styles.memberNo}>{member.userNo}</div>
                </div>
              </div>
            ),
          },
          { title: t('fields.mobile'), key: 'mobile', render: (_, member) => maskMobile(member.mobile) },
          {
            title: t('orgMembers.role'),
            key: 'role',
            width: 150,
            render: (_, member) =>
              manager && canManage(org.role, member.role) ? (
                <Select
                  value={member.role}
                  options={roleOptions}
                  style={{ width: 110 }}
                  aria-label={t('orgMembers.role')}
                  onChange={(role) => void setRole(member, role)}
                />
              ) : (
                <Tag>{t(`orgCentre.roles.${member.role}`)}</Tag>
              ),
          },
          { title: t('orgMembers.joined'), dataIndex: 'joined', width: 170 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, member) =>
              manager && canManage(org.role, member.role) ? (
                <Popconfirm
                  title={t('orgMembers.removeConfirm', {
                    name: member.nickname || maskMobile(member.mobile),
                  })}
                  okText={t('orgMembers.remove')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(member)}
                >
                  <Button type="link" danger size="small">
                    {t('orgMembers.remove')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <FormDialog<TAddValues>
        open={adding}
        title={t('orgMembers.add')}
        busy={busy}
        initialValues={{ role: 'member' }}
        onCancel={() => setAdding(false)}
        onSubmit={add}
      >
        <TextField
          name="mobile"
          label={t('fields.mobile')}
          max={11}
          rules={formRules(t).mobile}
          extra={t('orgMembers.addNote')}
        />
        <Form.Item name="role" label={t('orgMembers.role')}>
          <Select options={roleOptions} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
