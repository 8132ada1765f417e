import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/bind';
import { BindPanel } from '../../components/account/bind-panel';
import { AuthFrame } from '../../components/sign-in/auth-frame';
import { WechatMobileBinding } from '../../components/social/wechat-mobile-binding';
import { loadTexts } from '../../i18n';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useVisitor } from '../../lib/session/visitor';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useApiData } from '../../state/use-api-data';

await loadTexts('social');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.bind.title);

/**
 * /bind: after a first sign-in with WeChat, the mobile that finishes it (the identity waits in this
 * browser's cookie, so it is asked for from the browser); otherwise the signed-in visitor's mobile.
 */
export default function Bind() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const location = useLocation();
  // Asked from the browser, whose cookie holds the waiting identity; no WeChat identity is a refusal.
  const read = useApiData('/user/api/user/social/pending', {}, { handleErrors: false });
  const pending = read.data;

  if (read.loading) {
    return (
      <AuthFrame title={t('bind.title')}>
        <Skeleton active />
      </AuthFrame>
    );
  }
  if (pending) {
    return (
      <AuthFrame title={t('wechat.bindTitle')} subtitle={t('wechat.bindSubtitle')}>
        <WechatMobileBinding pending={pending} />
      </AuthFrame>
    );
  }
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
