import { DEFAULT_LOCALE } from '@huitang/contracts';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AntdOutlet } from './antd-slim/antd-scope';
import { ErrorView } from './components/error/error-page';
import { htmlLang } from './i18n';
import { loadSite } from './loaders/site.server';
import { AppServicesProvider } from './state/app-services';
import './styles/global.css';
import { useNonce } from './lib/nonce';
import { SHELL_ATTRIBUTE, useSharedShell, VisitorContext, visitorOfRoot } from './lib/session/visitor';
import { Shell } from './shell';
import { FLUID_ATTRIBUTE, usePhone, usePhoneReady } from './lib/phone';

export const loader = ({ request, context }: Route.LoaderArgs) => loadSite(request, context);

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.web.title },
        { name: 'keywords', content: data.web.keyword },
        { name: 'description', content: data.web.desc },
      ]
    : [];

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  const locale = site?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  const shared = useSharedShell();
  const fluid = usePhoneReady();
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={fluid ? 'width=device-width, initial-scale=1' : 'width=1200'} />
        <Meta />
        <Links />
        {site?.web.ico ? <link rel="icon" href={site.web.ico} /> : null}
      </head>
      <body
        {...(shared ? { [SHELL_ATTRIBUTE]: 'shared' } : {})}
        {...(fluid ? { [FLUID_ATTRIBUTE]: '' } : {})}
      >
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
  const visitor = visitorOfRoot(loaderData);
  const phone = usePhone();
  return (
    <Shell locale={loaderData.locale} phone={phone}>
      <VisitorContext.Provider value={visitor}>
        <AppServicesProvider locale={loaderData.locale} user={visitor.user} notice={loaderData.notice}>
          <AntdOutlet scope="child" />
        </AppServicesProvider>
      </VisitorContext.Provider>
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
