import { useTranslation } from 'react-i18next';
import { ImageField, TextField } from '../forms/fields';
import { formRules } from '../sign-in/form-rules';

/**
 * An institution's fields, shared by the institution application and the institution centre; the
 * business licence is asked for once, in the application.
 */
export function OrgFields({ withLicence }: { withLicence?: boolean }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  return (
    <>
      <TextField name="orgName" label={t('fields.orgName')} max={64} required />
      <TextField
        name="shortName"
        label={t('fields.shortName')}
        max={16}
        required
        extra={t('fields.shortNameHint')}
      />
      <ImageField
        name="logo"
        label={t('fields.logo')}
        required
        width={200}
        height={80}
        hint={t('fields.logoHint')}
      />
      {withLicence ? (
        <ImageField
          name="licenseImg"
          label={t('fields.licenseImg')}
          required
          width={220}
          height={150}
          hint={t('fields.licenseHint')}
        />
      ) : null}
      <TextField name="contactName" label={t('fields.contactName')} max={32} required />
      <TextField name="contactMobile" label={t('fields.contactMobile')} max={11} rules={rules.mobile} />
      <TextField name="address" label={t('fields.address')} max={200} required />
      <TextField name="introduction" label={t('fields.orgIntroduction')} max={2000} rows={5} required />
    </>
  );
}
