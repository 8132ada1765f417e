import type { Route } from './+types/admin';
import { GradePage } from '../../../components/grade/grade-page';
import { pageTitle } from '../../../lib/page-title';
import { loadTexts } from '../../../i18n';
import { loadGradePage } from './grade-loader.server';

await loadTexts('exam', 'grade');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.gradeAdmin);

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadGradePage(request, context, '/exam/auth/grade/admin/list');

/** /account/grades/admin (SPEC grades admin, type-1 menus of class admins): the classes I keep for their teacher. */
export default function GradeAdmin({ loaderData }: Route.ComponentProps) {
  return <GradePage data={loaderData} owner={false} />;
}
