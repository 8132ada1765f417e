import { useTranslation } from 'react-i18next';
import type { Route } from './+types/bind';
import { BindPanel } from '../../components/account/bind-panel';
import { PageTitle } from '../../components/account/page-title';
import { useVisitor } from '../../lib/visitor';
import styles from './account-pages.module.css';
import { pageTitle } from '../../lib/page-title';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.bind.title);

/** /account/bind: the bound mobile number of the account. */
export default function AccountBind() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  if (!user) return null;
  return (
    <>
      <PageTitle title={t('bind.title')} />
      <div className={styles.narrow}>
        <BindPanel mobile={user.mobile} passwordLink="/account/reset" />
      </div>
    </>
  );
}
