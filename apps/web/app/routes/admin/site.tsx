import { ZSiteCollection, type TSiteCollection } from '@huitang/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/site';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { WebInfoForm } from '../../components/admin/web-info-form';
import { lazyPart } from '../../components/page/lazy-part';
import { useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminSite);

// The page opens on the site's settings; the other tabs' editors load when first opened.
const WechatAppsForm = lazyPart(() =>
  import('../../components/admin/wechat-apps-form').then((m) => m.WechatAppsForm),
);
const CollectionEditor = lazyPart(() =>
  import('../../components/admin/collection-editor').then((m) => m.CollectionEditor),
);

const TABS = ['web', 'wechat', ...ZSiteCollection.options] as const;

/** ?tab= picks the part: the site settings (default) or one of the site collections. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === 'wechat') {
    const wechat = authedDataOf(await api.call('/admin/auth/social/get', {}), request, context);
    return { tab: 'wechat' as const, wechat };
  }
  const parsed = ZSiteCollection.safeParse(tab);
  if (!parsed.success) {
    const settings = authedDataOf(await api.call('/admin/auth/website/get', {}), request, context);
    return { tab: 'web' as const, settings };
  }
  const collection: TSiteCollection = parsed.data;
  const [rows, groups] = await Promise.all([
    api.call('/admin/auth/site/list', { collection }),
    collection === 'footerArticle'
      ? api.call('/admin/auth/site/list', { collection: 'footerGroup' })
      : undefined,
  ]);
  return {
    tab: collection,
    rows: authedDataOf(rows, request, context),
    groups: groups ? authedDataOf(groups, request, context) : [],
  };
};

/** /admin/site: webInfo, nav bar, footer groups and articles, friendly links, adverts and zones. */
export default function AdminSite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <>
      <PageTitle title={t('menu.adminSite')} />
      <Tabs
        activeKey={loaderData.tab}
        onChange={(key) => go({ tab: key === 'web' ? null : key })}
        items={TABS.map((key) => ({ key, label: t(`siteAdmin.tabs.${key}`) }))}
      />
      {loaderData.tab === 'web' ? (
        <WebInfoForm settings={loaderData.settings} />
      ) : loaderData.tab === 'wechat' ? (
        <WechatAppsForm settings={loaderData.wechat} />
      ) : (
        <CollectionEditor
          key={loaderData.tab}
          collection={loaderData.tab}
          rows={loaderData.rows}
          groups={loaderData.groups}
        />
      )}
    </>
  );
}
