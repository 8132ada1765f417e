import { Code, type TLoginResponse, type TEnvelope } from '@huitang/contracts';
import { Button, Form } from 'antd';
import { Input, Password } from '../../antd-slim/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AuthFrame } from '../../components/sign-in/auth-frame';
import { formRules } from '../../components/sign-in/form-rules';
import { ModeTabs } from '../../components/sign-in/mode-tabs';
import { SmsCodeField } from '../../components/sign-in/sms-code-field';
import { SocialOutcome } from '../../components/social/social-outcome';
import { WechatSignIn } from '../../components/social/wechat-sign-in';
import social from '../../components/social/wechat.module.css';
import { serverApi } from '../../api/server';
import { loadTexts } from '../../i18n';
import { takeReturnUrl } from '../../lib/session/return-url';
import { useAppServices } from '../../state/app-services';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';

await loadTexts('social');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.header.login);

/** Whether WeChat can sign people in here (an enabled app, or the local sandbox). */
export const loader = async ({ context }: Route.LoaderArgs) => {
  const options = await serverApi(context).call('/user/api/user/social/options', {});
  return { wechat: options.code === Code.OK ? options.data : { web: false, mp: false } };
};

type TMode = 'password' | 'code';
interface TValues {
  mobile: string;
  password?: string;
  code?: string;
}

/** /login: password or SMS code; `t=code` opens the code tab, anything else (t=login) the password tab. */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<TMode>(searchParams.get('t') === 'code' ? 'code' : 'password');
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const rules = formRules(t);

  const submit = async (values: TValues) => {
    setBusy(true);
    const reply: TEnvelope<TLoginResponse> =
      mode === 'password'
        ? await api.call('/user/api/user/login/password', {
            mobile: values.mobile,
            password: values.password ?? '',
          })
        : await api.call('/user/api/user/login/code', { mobile: values.mobile, code: values.code ?? '' });
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    toast(t('auth.loginOk'), 'success');
    // A full load so the server renders the return page with the new token cookie.
    window.location.assign(takeReturnUrl());
  };

  return (
    <AuthFrame
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          <span>
            {t('auth.noAccount')} <Link to="/register">{t('auth.goRegister')}</Link>
          </span>
          <Link to="/reset">{t('auth.forgot')}</Link>
        </>
      }
    >
      <SocialOutcome className={social.outcome} />
      <ModeTabs
        active={mode}
        onChange={setMode}
        items={[
          { key: 'password', label: t('auth.passwordTab') },
          { key: 'code', label: t('auth.codeTab') },
        ]}
      />
      <Form form={form} onFinish={(values) => void submit(values)} size="large" autoComplete="on">
        <Form.Item name="mobile" rules={rules.mobile}>
          <Input placeholder={t('auth.mobile')} maxLength={11} autoComplete="username" inputMode="numeric" />
        </Form.Item>
        {mode === 'password' ? (
          <Form.Item name="password" rules={rules.loginPassword}>
            <Password placeholder={t('auth.password')} autoComplete="current-password" />
          </Form.Item>
        ) : (
          <SmsCodeField />
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.loginButton')}
          </Button>
        </Form.Item>
      </Form>
      <WechatSignIn options={loaderData.wechat} />
    </AuthFrame>
  );
}
