import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/reset';
import { PageTitle } from '../../components/account/page-title';
import { PasswordForm, signedOutToLogin } from '../../components/sign-in/password-form';
import { useVisitor } from '../../lib/session/visitor';
import styles from './account-pages.module.css';
import { pageTitle } from '../../lib/page-title';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.reset.title);

/** /account/reset: change the password with a code sent to the account's own mobile; then log in again. */
export default function AccountReset() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  if (!user) return null;
  return (
    <>
      <PageTitle title={t('reset.title')} />
      <div className={styles.narrow}>
        <Alert type="info" showIcon title={t('reset.tip')} className={styles.tip} />
        <PasswordForm
          fixedMobile={user.mobile}
          submitText={t('reset.submit')}
          size="middle"
          onDone={signedOutToLogin}
        />
      </div>
    </>
  );
}
