import { useTranslation } from 'react-i18next';
import { TextField } from '../forms/fields';
import { ImageField } from '../forms/image-field';
import { formRules } from '../sign-in/form-rules';
import { ZApplyOrganizationRequest, ZOrgUpdateRequest } from '@huitang/contracts';
import { ContractLimits } from '../forms/contract-limits';

/**
 * An institution's fields, shared by the institution application and the institution centre; the
 * business licence is asked for once, in the application.
 */
export function OrgFields({ withLicence }: { withLicence?: boolean }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  return (
    <ContractLimits schema={withLicence ? ZApplyOrganizationRequest : ZOrgUpdateRequest}>
      <TextField name="orgName" label={t('fields.orgName')} required />
      {withLicence ? null : (
        <TextField name="orgNameEn" label={t('fields.orgNameEn')} extra={t('fields.orgNameEnHint')} />
      )}
      <TextField name="shortName" label={t('fields.shortName')} required extra={t('fields.shortNameHint')} />
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
      <TextField name="contactName" label={t('fields.contactName')} required />
      <TextField name="contactMobile" label={t('fields.contactMobile')} rules={rules.mobile} />
      <TextField name="address" label={t('fields.address')} required />
      <TextField name="introduction" label={t('fields.orgIntroduction')} rows={5} required />
      {withLicence ? null : (
        <TextField
          name="introductionEn"
          label={t('fields.orgIntroductionEn')}
          rows={5}
          extra={t('fields.orgIntroductionEnHint')}
        />
      )}
    </ContractLimits>
  );
}
