import { ORG_TEMPLATES, type TOrgTemplate } from '@huitang/contracts';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import { OrgHome } from '../../components/organization/org-home';
import { loadTexts } from '../../i18n';
import { loadOrgSite } from '../../loaders/organization.server';
import { routeId } from '../../lib/route-id';
import { useOrgSite } from '../../layouts/use-org-site';

await loadTexts('course', 'live', 'publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

const CARDS = 4;

/** `?tpl=` shows another layout with the same content: the template gallery's preview (decision 037). */
const templateOf = (query: URLSearchParams, chosen: TOrgTemplate): TOrgTemplate =>
  ORG_TEMPLATES.find((one) => one === query.get('tpl')) ?? chosen;

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const orgId = routeId(params.id);
  const { page } = await loadOrgSite(params.id, context);
  const template = templateOf(new URL(request.url).searchParams, page.template);
  const api = serverApi(context);
  const first = { orgId, pageCurrent: 1 };
  const none = { list: [] };
  // The conference layout's banner takes one meeting besides the row of cards.
  const [meetings, live, courses] = await Promise.all([
    page.sections.meeting
      ? api.call('/meeting/api/meeting/info/list', { ...first, pageSize: CARDS + 1 }).then(dataOf)
      : none,
    page.sections.live
      ? api.call('/meeting/api/meeting/info/place/live', { ...first, pageSize: CARDS }).then(dataOf)
      : none,
    page.sections.vod
      ? api.call('/course/api/course/list', { ...first, kind: 'all', pageSize: CARDS }).then(dataOf)
      : none,
  ]);
  return { template, content: { meetings: meetings.list, live: live.list, courses: courses.list } };
};

/** /organization/view/:id, the organisation's home, in the layout chosen at /tpl. */
export default function OrganizationHome({ loaderData: { template, content } }: Route.ComponentProps) {
  const { org, page } = useOrgSite();
  return <OrgHome org={org} page={page} template={template} content={content} />;
}
