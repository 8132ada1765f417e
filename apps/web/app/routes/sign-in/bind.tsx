import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/bind';
import { BindPanel } from '../../components/account/bind-panel';
import { AuthFrame } from '../../components/sign-in/auth-frame';
import { saveReturnUrl } from '../../lib/return-url';
import { useVisitor } from '../../lib/visitor';
import { pageTitle } from '../../lib/page-title';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.bind.title);

/** /bind: the mobile number bound to the account, for the signed-in visitor. */
export default function Bind() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const location = useLocation();
  return (
    <AuthFrame title={t('bind.title')} {...(user ? {} : { subtitle: t('bind.loginToSee') })}>
      {user ? (
        <BindPanel mobile={user.mobile} passwordLink="/account/reset" />
      ) : (
        <Link to="/login" onClick={() => saveReturnUrl(location.pathname)}>
          <Button type="primary" size="large" block>
            {t('auth.goLogin')}
          </Button>
        </Link>
      )}
    </AuthFrame>
  );
}
