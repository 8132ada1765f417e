import { useTranslation } from 'react-i18next';
import type { Route } from './+types/organization';
import { ApplyForm } from '../../components/publisher/apply-form';
import { ApplyPage } from '../../components/publisher/apply-page';
import { OrgFields } from '../../components/publisher/org-fields';
import { loadApplyState } from './apply.server';
import { pageTitle } from '../../lib/page-title';
import { useVisitor } from '../../lib/session/visitor';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.apply.institutionTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => loadApplyState(request, context);

/** /apply/organization: the institution application (nav and footer hidden, SPEC 2). */
export default function ApplyOrganization({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  return (
    <ApplyPage
      kind="organization"
      title={t('apply.institutionTitle')}
      text={t('apply.institutionText')}
      application={loaderData.application}
      form={(initial) => (
        <ApplyForm kind="organization" initialValues={initial ?? { contactMobile: user?.mobile ?? '' }}>
          <OrgFields withLicence />
        </ApplyForm>
      )}
    />
  );
}
