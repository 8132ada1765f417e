import { ORG_CATEGORIES, type TOrgCategory } from '@huitang/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/info';
import { OrgSettingsForm } from '../../components/org-centre/org-settings-form';
import { OrgFields } from '../../components/publisher/org-fields';
import { loadCentreOrg } from '../../loaders/org-centre.server';
import { pageTitle } from '../../lib/page-title';
import { useAppServices } from '../../state/app-services';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.orgInfo);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  org: await loadCentreOrg(request, context),
});

interface TValues {
  orgName: string;
  orgNameEn: string;
  shortName: string;
  logo: string;
  introduction: string;
  introductionEn: string;
  address: string;
  contactName: string;
  contactMobile: string;
  category: TOrgCategory | '';
}

/** /account/organization/info: the institution's profile; admins and owners edit it. */
export default function OrgInfo({ loaderData: { org } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  return (
    <OrgSettingsForm<TValues>
      org={org}
      title={t('menu.orgInfo')}
      initialValues={org}
      save={(values) =>
        api.call('/user/auth/org/update', { ...values, category: values.category ?? '', orgId: org.id })
      }
    >
      <OrgFields />
      <Form.Item name="category" label={t('orgCategory.label')}>
        <Select
          style={{ width: 240 }}
          allowClear
          options={ORG_CATEGORIES.map((category) => ({
            value: category,
            label: t(`orgCategory.${category}`),
          }))}
        />
      </Form.Item>
    </OrgSettingsForm>
  );
}
