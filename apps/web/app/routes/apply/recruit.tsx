import { useTranslation } from 'react-i18next';
import type { Route } from './+types/recruit';
import { ApplyForm } from '../../components/publisher/apply-form';
import { ApplyPage } from '../../components/publisher/apply-page';
import { LecturerFields } from '../../components/publisher/lecturer-fields';
import { loadApplyState } from './apply.server';
import { pageTitle } from '../../lib/page-title';
import { useSite } from '../../lib/use-site';
import { useVisitor } from '../../lib/session/visitor';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.apply.lecturerTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => loadApplyState(request, context);

/** /recruit: the lecturer recruitment text of the site settings and the lecturer application. */
export default function Recruit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { web } = useSite();
  const { user } = useVisitor();
  return (
    <ApplyPage
      kind="lecturer"
      title={web.recruitTitle || t('apply.lecturerTitle')}
      text={web.recruitText}
      application={loaderData.application}
      form={(initial) => (
        <ApplyForm
          kind="lecturer"
          initialValues={initial ?? { mobile: user?.mobile ?? '', headImgUrl: user?.headImgUrl ?? '' }}
        >
          <LecturerFields withMobile emailRequired />
        </ApplyForm>
      )}
    />
  );
}
