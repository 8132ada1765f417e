import { Code } from '@huitang/contracts';
import { Button, Form } from 'antd';
import { Input, Password } from '../../antd-slim/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetUser } from '../../lib/session/user-storage';
import { useAppServices } from '../../state/app-services';
import { formRules } from './form-rules';
import { SmsCodeField } from './sms-code-field';

/**
 * The server ends the session and drops the token cookie when the password changes, so the page
 * reloads into /login with the stored user forgotten.
 */
export const signedOutToLogin = (): void => {
  forgetUser();
  window.location.assign('/login?t=login');
};

interface TValues {
  mobile: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

interface TProps {
  /** The signed-in user's own number: shown, not editable. */
  fixedMobile?: string;
  submitText: string;
  size?: 'middle' | 'large';
  onDone: () => void;
}

/** Setting a new password with an SMS code (update/password): forgot-password and change-password. */
export function PasswordForm({ fixedMobile, submitText, size = 'large', onDone }: TProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const rules = formRules(t);

  const submit = async (values: TValues) => {
    setBusy(true);
    const reply = await api.call('/user/api/user/update/password', values);
    setBusy(false);
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    onDone();
  };

  return (
    <Form
      form={form}
      onFinish={(values) => void submit(values)}
      size={size}
      initialValues={fixedMobile ? { mobile: fixedMobile } : undefined}
    >
      <Form.Item name="mobile" rules={rules.mobile}>
        <Input placeholder={t('auth.mobile')} maxLength={11} disabled={!!fixedMobile} inputMode="numeric" />
      </Form.Item>
      <SmsCodeField size={size} />
      <Form.Item name="newPassword" rules={rules.newPassword}>
        <Password placeholder={t('auth.newPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={rules.samePassword('newPassword')}
      >
        <Password placeholder={t('auth.confirmPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
