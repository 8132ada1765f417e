import type { TMobileChangeRequest } from '@huitang/contracts';
import { Button, Form } from 'antd';
import { Input, Password } from '../../antd-slim/input';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { formRules } from '../sign-in/form-rules';
import { SmsCodeField } from '../sign-in/sms-code-field';

/**
 * Changing the bound mobile (user/auth/user/mobile/change): a code sent to the new number proves
 * it is theirs, the current password proves it is them. The page then shows the new number.
 */
export function MobileChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const rules = formRules(t);

  const submit = async (values: TMobileChangeRequest) => {
    if (await run(() => api.call('/user/auth/user/mobile/change', values))) onDone();
  };

  return (
    <Form<TMobileChangeRequest> layout="vertical" size="middle" onFinish={(values) => void submit(values)}>
      <Form.Item name="newMobile" label={t('bind.newMobile')} rules={rules.mobile}>
        <Input
          placeholder={t('bind.newMobilePlaceholder')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form.Item>
      <SmsCodeField mobileField="newMobile" size="middle" label={t('bind.code')} />
      <Form.Item name="password" label={t('bind.password')} rules={rules.loginPassword}>
        <Password placeholder={t('bind.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('bind.submit')}
      </Button>
    </Form>
  );
}
