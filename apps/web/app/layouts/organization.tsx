import { Outlet } from 'react-router';
import type { Route } from './+types/organization';
import { OrgFooter } from '../components/organization/org-footer';
import { OrgHeader } from '../components/organization/org-header';
import { useOrgName } from '../components/organization/org-name';
import { loadOrgSite } from '../lib/organization.server';
import { loadTexts } from '../i18n';

await loadTexts('meeting');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/** The route parameter id is the organisation's id (SPEC "Organisation site header"). */
export const loader = ({ params, context }: Route.LoaderArgs) => loadOrgSite(params.id, context);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.org.orgName }, { name: 'description', content: data.org.introduction }] : [];

/** An organisation's own site: its header and footer around its pages. */
export default function OrganizationLayout({ loaderData }: Route.ComponentProps) {
  const name = useOrgName();
  return (
    <div className="ht-shell">
      <OrgHeader org={loaderData.org} page={loaderData.page} />
      <main className="ht-page">
        <Outlet />
      </main>
      <OrgFooter page={loaderData.page} name={name(loaderData.org)} />
    </div>
  );
}
