import type { TLecturerProfile } from '@huitang/contracts';
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/teacher';
import { serverApi } from '../../api/server';
import { centreForm } from '../../components/account/form-layout';
import { PageTitle } from '../../components/account/page-title';
import { SubmitRow } from '../../components/forms/fields';
import { LecturerFields } from '../../components/publisher/lecturer-fields';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useVisitor } from '../../lib/session/visitor';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from './account-pages.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.teacher);

/** Only lecturers have a lecturer profile; anyone else is told so (306 from the server). */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  profile: authedDataOf(
    await serverApi(context).call('/user/auth/lecturer/profile/get', {}),
    request,
    context,
    (texts) => texts.teacher.notLecturer,
  ),
});

/** /account/teacher: the lecturer centre's profile, shown publicly on /lecturer/:id. */
export default function Teacher({ loaderData: { profile } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  if (!user) return null;

  return (
    <>
      <PageTitle
        title={t('menu.teacher')}
        extra={
          profile ? (
            <a href={`/lecturer/${user.id}`} target="_blank" rel="noopener noreferrer">
              <Button size="middle" icon={<ExportOutlined />}>
                {t('teacher.visit')}
              </Button>
            </a>
          ) : null
        }
      />
      {profile ? null : <Alert type="info" showIcon className={styles.tip} title={t('teacher.empty')} />}
      <Form<TLecturerProfile>
        {...centreForm}
        initialValues={profile ?? { name: user.nickname, headImgUrl: user.headImgUrl }}
        onFinish={(values) => void run(() => api.call('/user/auth/lecturer/profile/save', values))}
      >
        <LecturerFields withOrganization />
        <SubmitRow text={t('teacher.save')} busy={busy} />
      </Form>
    </>
  );
}
