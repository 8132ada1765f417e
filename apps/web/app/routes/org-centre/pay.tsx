import type { TPayConfig, TPayConfigSaveRequest } from '@huitang/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Form, Result, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/pay';
import { serverApi } from '../../api/server';
import { TextField } from '../../components/forms/fields';
import { OrgHead } from '../../components/org-centre/org-head';
import { OrgSettingsForm } from '../../components/org-centre/org-settings-form';
import { SectionTitle } from '../../components/forms/section-title';
import { maskMobile } from '../../lib/format/mask';
import { loadCentreOrg } from '../../loaders/org-centre.server';
import { isOwner } from '../../lib/org-roles';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/org-centre/org-centre.module.css';
import { loadTexts } from '../../i18n';
import { ZPayConfigSaveRequest } from '@huitang/contracts';
import { ContractLimits } from '../../components/forms/contract-limits';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.orgPay);

/** Owners get the settings; everyone else learns whom to ask. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const org = await loadCentreOrg(request, context);
  const api = serverApi(context);
  if (!isOwner(org.role)) {
    const members = authedDataOf(
      await api.call('/user/auth/org/member/list', { orgId: org.id }),
      request,
      context,
    );
    const owners = members
      .filter((member) => member.role === 'owner')
      .map((member) => member.nickname || maskMobile(member.mobile));
    return { org, pay: null, owners };
  }
  const pay = authedDataOf(await api.call('/user/auth/org/pay/get', { orgId: org.id }), request, context);
  return { org, pay, owners: [] };
};

type TValues = Omit<TPayConfigSaveRequest, 'orgId'>;
const SECRETS = ['alipayPrivateKey', 'wechatApiV3Key', 'wechatPrivateKey'] as const;

/** The form starts from what is stored; secret fields start empty (the server never sends them). */
const initialOf = (pay: TPayConfig): TValues => ({
  alipayEnabled: pay.alipayEnabled,
  alipayAppId: pay.alipayAppId,
  alipayPublicKey: pay.alipayPublicKey,
  wechatEnabled: pay.wechatEnabled,
  wechatMchId: pay.wechatMchId,
  wechatAppId: pay.wechatAppId,
  wechatSerialNo: pay.wechatSerialNo,
  wechatPlatformPublicKey: pay.wechatPlatformPublicKey,
  wechatPlatformSerial: pay.wechatPlatformSerial,
});

/** /account/organization/pay: payment providers and merchant settings, for owners only. */
export default function OrgPay({ loaderData: { org, pay, owners } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [form] = Form.useForm<TValues>();

  if (!pay) {
    return (
      <>
        <OrgHead org={org} title={t('menu.orgPay')} />
        <Result
          className={styles.why}
          icon={<LockOutlined />}
          title={t('orgPay.ownerOnly')}
          subTitle={t('orgPay.ownerOnlyText', { owners: owners.join(t('common.listSeparator')) })}
        />
      </>
    );
  }

  /** "Stored: ••••AASC, leave empty to keep it", or "not set yet". */
  const secretNote = (hint: string) => (hint ? t('orgPay.secretKept', { hint }) : t('orgPay.secretUnset'));

  return (
    <ContractLimits schema={ZPayConfigSaveRequest}>
      <OrgSettingsForm<TValues>
        org={org}
        title={t('menu.orgPay')}
        form={form}
        initialValues={initialOf(pay)}
        save={(values) => api.call('/user/auth/org/pay/save', { ...values, orgId: org.id })}
        onSaved={() => form.setFieldsValue(Object.fromEntries(SECRETS.map((name) => [name, ''])))}
      >
        <SectionTitle title={t('orgPay.alipay')} note={t('orgPay.secretsNote')} />
        <Form.Item label={t('orgPay.enabled')} name="alipayEnabled" valuePropName="checked">
          <Switch size="small" />
        </Form.Item>
        <TextField name="alipayAppId" label={t('orgPay.alipayAppId')} />
        <TextField name="alipayPublicKey" label={t('orgPay.alipayPublicKey')} rows={3} />
        <TextField
          name="alipayPrivateKey"
          label={t('orgPay.alipayPrivateKey')}
          rows={3}
          extra={secretNote(pay.alipayPrivateKeyHint)}
          placeholder={t('orgPay.secretPlaceholder')}
        />
        <SectionTitle title={t('orgPay.wechat')} />
        <Form.Item label={t('orgPay.enabled')} name="wechatEnabled" valuePropName="checked">
          <Switch size="small" />
        </Form.Item>
        <TextField name="wechatMchId" label={t('orgPay.wechatMchId')} />
        <TextField name="wechatAppId" label={t('orgPay.wechatAppId')} />
        <TextField name="wechatSerialNo" label={t('orgPay.wechatSerialNo')} />
        <TextField
          name="wechatApiV3Key"
          label={t('orgPay.wechatApiV3Key')}
          password
          extra={secretNote(pay.wechatApiV3KeyHint)}
          placeholder={t('orgPay.secretPlaceholder')}
        />
        <TextField
          name="wechatPrivateKey"
          label={t('orgPay.wechatPrivateKey')}
          rows={3}
          extra={secretNote(pay.wechatPrivateKeyHint)}
          placeholder={t('orgPay.secretPlaceholder')}
        />
        <TextField name="wechatPlatformSerial" label={t('orgPay.wechatPlatformSerial')} />
        <TextField name="wechatPlatformPublicKey" label={t('orgPay.wechatPlatformPublicKey')} rows={3} />
      </OrgSettingsForm>
    </ContractLimits>
  );
}
