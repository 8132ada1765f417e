import type { Route } from './+types/organization';
import { OrgFooter } from '../components/organization/org-footer';
import { OrgHeader } from '../components/organization/org-header';
import { orgIntroductionIn, orgNameIn, useOrgName } from '../components/organization/org-name';
import { loadOrgSite } from '../loaders/organization.server';
import { PHONE_READY } from '../lib/phone';
import { loadTexts } from '../i18n';
import { AntdOutlet } from '../antd-slim/antd-scope';

await loadTexts('meeting');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/** Institution sites are shared to phones (a WeChat link most often): every page has a phone layout. */
export const handle = PHONE_READY;

/** The route parameter id is the organisation's id (SPEC "Organisation site header"). */
export const loader = ({ params, context }: Route.LoaderArgs) => loadOrgSite(params.id, context);

/** Meta functions run outside React: the language is the one the root loader settled on. */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches[0].loaderData;
  if (!data || !root) return [];
  return [
    { title: orgNameIn(root.locale, data.org) },
    { name: 'description', content: orgIntroductionIn(root.locale, data.org) },
  ];
};

/** An organisation's own site: its header and footer around its pages. */
export default function OrganizationLayout({ loaderData }: Route.ComponentProps) {
  const name = useOrgName();
  return (
    <div className="ht-shell">
      <OrgHeader org={loaderData.org} page={loaderData.page} />
      <main className="ht-page">
        <AntdOutlet />
      </main>
      <OrgFooter page={loaderData.page} name={name(loaderData.org)} />
    </div>
  );
}
