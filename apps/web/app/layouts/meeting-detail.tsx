import { Outlet } from 'react-router';
import { SiteFooter } from '../components/site-footer/site-footer';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/**
 * SPEC "Layouts": a meeting's own pages (detail, keynoter) without the site header and nav; the
 * page draws the meeting's bar, the default full footer closes it.
 */
export default function MeetingDetailLayout() {
  return (
    <div className="ht-shell">
      <main className="ht-page">
        <Outlet />
      </main>
      <SiteFooter kind="full" />
    </div>
  );
}
