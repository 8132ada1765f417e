import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/reset';
import { AuthFrame } from '../../components/sign-in/auth-frame';
import { PasswordForm, signedOutToLogin } from '../../components/sign-in/password-form';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.auth.resetTitle);

/** /reset: forgot password, a new one set with an SMS code; then log in with it. */
export default function Reset() {
  const { t } = useTranslation();
  return (
    <AuthFrame
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={<Link to="/login">{t('auth.backLogin')}</Link>}
    >
      <PasswordForm submitText={t('auth.resetButton')} onDone={signedOutToLogin} />
    </AuthFrame>
  );
}
