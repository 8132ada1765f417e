import { Form } from 'antd';
import { Input, SpaceCompact } from '../../antd-slim/input';
import { useTranslation } from 'react-i18next';
import { formRules } from './form-rules';
import { SmsCodeButton } from './sms-code-button';

interface TProps {
  /** The form field holding the number the code goes to. */
  mobileField?: string;
  size?: 'middle' | 'large';
  label?: string;
}

/** The SMS code input (field `code`) with its send button, inside any form that has the number. */
export function SmsCodeField({ mobileField = 'mobile', size = 'large', label }: TProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Record<string, string>>();

  const mobile = async () => {
    try {
      return (await form.validateFields([mobileField]))[mobileField];
    } catch {
      return undefined;
    }
  };

  return (
    <Form.Item label={label} required={label !== undefined}>
      <SpaceCompact block>
        <Form.Item name="code" rules={formRules(t).code} noStyle>
          <Input
            placeholder={t('auth.code')}
            maxLength={6}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        </Form.Item>
        <SmsCodeButton mobile={mobile} size={size} />
      </SpaceCompact>
    </Form.Item>
  );
}
