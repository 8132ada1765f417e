import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../account/avatar-upload';
import { TextField } from '../forms/fields';
import { formRules } from '../sign-in/form-rules';
import { ZApplyLecturerRequest, ZLecturerProfile } from '@huitang/contracts';
import { ContractLimits } from '../forms/contract-limits';

interface TProps {
  /** The application asks for a contact mobile; the lecturer profile does not. */
  withMobile?: boolean;
  /** The lecturer profile names the lecturer's institution; the application does not. */
  withOrganization?: boolean;
  emailRequired?: boolean;
}

/** The lecturer's fields, shared by the recruitment application and the lecturer centre. */
export function LecturerFields({ withMobile, withOrganization, emailRequired }: TProps) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const photo = t('fields.headImgUrl');
  return (
    <ContractLimits schema={withMobile ? ZApplyLecturerRequest : ZLecturerProfile}>
      <Form.Item
        label={photo}
        name="headImgUrl"
        rules={[{ required: true, message: t('validation.uploadRequired', { field: photo }) }]}
      >
        <AvatarUpload caption={{ empty: t('fields.uploadPhoto'), filled: t('fields.changePhoto') }} />
      </Form.Item>
      <TextField name="name" label={t('fields.name')} required />
      <TextField name="position" label={t('fields.position')} required />
      {withOrganization ? <TextField name="organization" label={t('fields.organization')} /> : null}
      {withMobile ? <TextField name="mobile" label={t('fields.mobile')} rules={rules.mobile} /> : null}
      <TextField name="email" label={t('fields.email')} required={emailRequired} rules={rules.email} />
      <TextField name="introduction" label={t('fields.introduction')} rows={5} required />
    </ContractLimits>
  );
}
