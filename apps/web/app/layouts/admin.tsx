import type { Route } from './+types/admin';
import { refuse, requireUser } from '../loaders/session.server';
import { loadTexts } from '../i18n';
import { AntdOutlet } from '../antd-slim/antd-scope';

await loadTexts('admin', 'publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/**
 * The platform console sits in the account layout (its side menu and frame). Visitors go to /login
 * and back; signed-in users who are not administrators are refused with 403 and the reason, the
 * same answer the admin API gives them (306).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context);
  if (!user.isAdmin) refuse(request, (texts) => texts.admin.refused);
  return null;
};

export default function AdminLayout() {
  return <AntdOutlet />;
}
