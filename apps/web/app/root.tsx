import { DEFAULT_LOCALE, type TLocale } from '@huitang/contracts';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/error/error-page';
import { createI18n, htmlLang } from './i18n';
import { loadSite } from './lib/site.server';
import { AppServicesProvider } from './state/app-services';
import './styles/global.css';
import { theme } from './styles/theme';
import { useNonce } from './lib/nonce';

export const loader = ({ request, context }: Route.LoaderArgs) => loadSite(request, context);

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.web.title },
        { name: 'keywords', content: data.web.keyword },
        { name: 'description', content: data.web.desc },
      ]
    : [];

/** i18next, antd's locale, size and theme: everything a page renders inside, errors included. */
function Shell({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={locale === 'en' ? enUS : zhCN} componentSize="small" theme={theme}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const locale = site?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=1200" />
        <Meta />
        <Links />
        {site?.web.ico ? <link rel="icon" href={site.web.ico} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root({ loaderData }: Route.ComponentProps) {
  // Marks the page interactive: browser tests and uptime probes wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Shell locale={loaderData.locale}>
      <AppServicesProvider locale={loaderData.locale} user={loaderData.user} notice={loaderData.notice}>
        <Outlet />
      </AppServicesProvider>
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>('root');
  return (
    <Shell locale={site?.locale ?? DEFAULT_LOCALE}>
      <ErrorView error={error} />
    </Shell>
  );
}
