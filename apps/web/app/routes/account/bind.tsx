import { useTranslation } from 'react-i18next';
import type { Route } from './+types/bind';
import { serverApi } from '../../api/server';
import { BindPanel } from '../../components/account/bind-panel';
import { PageTitle } from '../../components/account/page-title';
import { SocialOutcome } from '../../components/social/social-outcome';
import { WechatPanel } from '../../components/social/wechat-panel';
import social from '../../components/social/wechat.module.css';
import { loadTexts } from '../../i18n';
import { useVisitor } from '../../lib/session/visitor';
import { authedDataOf } from '../../loaders/session.server';
import styles from './account-pages.module.css';
import { pageTitle } from '../../lib/page-title';

await loadTexts('social');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.bind.title);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [binding, options] = await Promise.all([
    api.call('/user/auth/user/social/is/binding', {}),
    api.call('/user/api/user/social/options', {}),
  ]);
  return {
    binding: authedDataOf(binding, request, context),
    options: authedDataOf(options, request, context),
  };
};

/** /account/bind: the account's ways in — its mobile (the account itself) and its WeChat. */
export default function AccountBind({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  if (!user) return null;
  return (
    <>
      <PageTitle title={t('bind.title')} />
      <div className={styles.narrow}>
        <SocialOutcome className={social.outcome} />
        <div className={social.panels}>
          <BindPanel mobile={user.mobile} passwordLink="/account/reset" />
          <WechatPanel binding={loaderData.binding} options={loaderData.options} />
        </div>
      </div>
    </>
  );
}
