import { Code } from '@huitang/contracts';
import { Button, Checkbox, Form } from 'antd';
import { Input, Password } from '../../antd-slim/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/register';
import { AuthFrame } from '../../components/sign-in/auth-frame';
import { formRules } from '../../components/sign-in/form-rules';
import { SmsCodeField } from '../../components/sign-in/sms-code-field';
import { takeReturnUrl } from '../../lib/session/return-url';
import { useSite } from '../../lib/use-site';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import styles from './sign-in.module.css';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.auth.registerTitle);

interface TValues {
  mobile: string;
  code: string;
  password: string;
  repassword: string;
  agreement: boolean;
}

/** The footer article that holds the user agreement, found by its name. */
const useAgreementLink = (): string | undefined => {
  const { footerGroups } = useSite();
  const item = footerGroups
    .flatMap((group) => group.websiteNavList)
    .find((nav) => /协议|agreement/i.test(nav.navName));
  return item ? `/terrace/${item.id}` : undefined;
};

/** /register: mobile, SMS code, password twice, agreement; a kept referral code is sent along. */
export default function Register() {
  const { t } = useTranslation();
  const { api, toast, referralCode, clearReferral } = useAppServices();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const agreementLink = useAgreementLink();
  const rules = formRules(t);

  const referred = useApiData('/system/api/website/referral/code', referralCode ? { referralCode } : null, {
    handleErrors: false,
  }).data;
  const referrer = referred ? referred.nickname || referred.userNo : null;

  const submit = async ({ mobile, code, password, repassword }: TValues) => {
    setBusy(true);
    const reply = await api.call('/user/api/user/register', {
      mobile,
      code,
      password,
      repassword,
      ...(referralCode && referrer ? { referralCode } : {}),
    });
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    toast(reply.msg, 'success');
    clearReferral();
    window.location.assign(takeReturnUrl());
  };

  const agreementName = agreementLink ? (
    <Link to={agreementLink} target="_blank">
      {t('auth.agreementName')}
    </Link>
  ) : (
    t('auth.agreementName')
  );

  return (
    <AuthFrame
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <span>
          {t('auth.hasAccount')} <Link to="/login">{t('auth.goLogin')}</Link>
        </span>
      }
    >
      {referrer ? <p className={styles.referrer}>{t('auth.referrer', { name: referrer })}</p> : null}
      <Form form={form} onFinish={(values) => void submit(values)} size="large">
        <Form.Item name="mobile" rules={rules.mobile}>
          <Input placeholder={t('auth.mobile')} maxLength={11} autoComplete="username" inputMode="numeric" />
        </Form.Item>
        <SmsCodeField />
        <Form.Item name="password" rules={rules.newPassword}>
          <Password placeholder={t('auth.passwordHint')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repassword" dependencies={['password']} rules={rules.samePassword('password')}>
          <Password placeholder={t('auth.repassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: (_rule, value: unknown) =>
                value ? Promise.resolve() : Promise.reject(new Error(t('auth.agreementRequired'))),
            },
          ]}
        >
          <Checkbox>
            {t('auth.agreementPrefix')}
            {agreementName}
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.registerButton')}
          </Button>
        </Form.Item>
      </Form>
    </AuthFrame>
  );
}
