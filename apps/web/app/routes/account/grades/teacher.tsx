import type { Route } from './+types/teacher';
import { GradePage } from '../../../components/grade/grade-page';
import { pageTitle } from '../../../lib/page-title';
import { loadTexts } from '../../../i18n';
import { loadGradePage } from './grade-loader.server';

await loadTexts('exam', 'grade');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.grades);

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadGradePage(request, context, '/exam/auth/grade/list');

/** /account/grades/teacher (SPEC grades teacher): the classes I run, their students, exams and results. */
export default function GradeTeacher({ loaderData }: Route.ComponentProps) {
  return <GradePage data={loaderData} owner />;
}
