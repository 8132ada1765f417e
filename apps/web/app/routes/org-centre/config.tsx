import type { TPageComponent } from '@huitang/contracts';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/config';
import { serverApi } from '../../api/server';
import { TextField } from '../../components/forms/fields';
import { ImageField } from '../../components/forms/image-field';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { OrgSettingsForm } from '../../components/org-centre/org-settings-form';
import { SectionTitle } from '../../components/forms/section-title';
import { loadCentreOrg } from '../../loaders/org-centre.server';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/org-centre/org-centre.module.css';
import { loadTexts } from '../../i18n';
import { ZPageComponentSaveRequest, maxLengthOf } from '@huitang/contracts';
import { ContractLimits } from '../../components/forms/contract-limits';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.orgConfig);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const org = await loadCentreOrg(request, context);
  const page = authedDataOf(
    await serverApi(context).call('/user/auth/org/page/get', { orgId: org.id }),
    request,
    context,
  );
  return { org, page };
};

const SECTIONS = ['meeting', 'live', 'vod'] as const;

/**
 * /account/organization/config: the official-site settings, stored as pageComponent (SPEC 3):
 * logos, footer texts and QR code, the home-page sections and the about-us page.
 */
export default function OrgConfig({ loaderData: { org, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  return (
    <ContractLimits schema={ZPageComponentSaveRequest}>
      <OrgSettingsForm<TPageComponent>
        org={org}
        title={t('menu.orgConfig')}
        initialValues={page}
        save={(values) => api.call('/user/auth/org/page/save', { ...values, orgId: org.id })}
      >
        <SectionTitle title={t('orgConfig.brand')} />
        <ImageField
          name="orgLogo"
          label={t('orgConfig.orgLogo')}
          width={220}
          height={64}
          hint={t('orgConfig.orgLogoHint')}
        />
        <ImageField
          name="orgActiveLogo"
          label={t('orgConfig.orgActiveLogo')}
          width={220}
          height={64}
          hint={t('orgConfig.orgActiveLogoHint')}
          dark
        />
        <SectionTitle title={t('orgConfig.footer')} />
        <TextField
          name="customerServiceInfo"
          label={t('orgConfig.customerServiceInfo')}
          rows={2}
          placeholder={t('orgConfig.customerServicePlaceholder')}
        />
        <TextField
          name="copyright"
          label={t('orgConfig.copyright')}
          placeholder={t('orgConfig.copyrightPlaceholder')}
        />
        <ImageField
          name="QRcode"
          label={t('orgConfig.qrcode')}
          width={120}
          height={120}
          hint={t('orgConfig.qrcodeHint')}
        />
        <SectionTitle title={t('orgConfig.sections')} note={t('orgConfig.sectionsNote')} />
        <Form.Item label={t('orgTemplate.title')}>
          <span className={styles.templateLine}>
            {t(`orgTemplate.name.${page.template}`)}
            <Link to={`/tpl?orgId=${org.id}`}>{t('orgConfig.chooseTemplate')}</Link>
          </span>
        </Form.Item>
        <Form.Item label={t('orgConfig.shown')}>
          <div className={styles.switches}>
            {SECTIONS.map((section) => (
              <label key={section} className={styles.switchItem}>
                <Form.Item name={['sections', section]} valuePropName="checked" noStyle>
                  <Switch size="small" />
                </Form.Item>
                {t(`orgConfig.section.${section}`)}
              </label>
            ))}
          </div>
        </Form.Item>
        <SectionTitle title={t('orgConfig.about')} note={t('orgConfig.aboutNote')} />
        <Form.Item label={t('organization.about')} name="aboutUs">
          <RichTextEditor
            max={maxLengthOf(ZPageComponentSaveRequest, 'aboutUs')}
            label={t('organization.about')}
          />
        </Form.Item>
      </OrgSettingsForm>
    </ContractLimits>
  );
}
