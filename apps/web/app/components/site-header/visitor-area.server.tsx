import type { TLocale } from '@huitang/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { VisitorContext, type TVisitor } from '../../lib/session/visitor';
import { Shell } from '../../shell';
import { AppServicesProvider } from '../../state/app-services';
import { UserArea } from './user-area';

/**
 * The header's visitor area alone, as the whole page renders it: the one part of a shared page
 * (lib/session/visitor.tsx) that differs per signed-in visitor. The server finds nobody's area in the
 * page everybody gets and puts the visitor's in its place; both come from here, inside the
 * same providers as the page, so the browser hydrates the spliced page as if rendered whole.
 */
export const renderVisitorArea = (locale: TLocale, visitor: TVisitor, url: string): string =>
  renderToString(
    <Shell locale={locale}>
      <StaticRouter location={url}>
        <VisitorContext.Provider value={visitor}>
          <AppServicesProvider locale={locale} user={visitor.user} notice={null}>
            <UserArea />
          </AppServicesProvider>
        </VisitorContext.Provider>
      </StaticRouter>
    </Shell>,
  );
