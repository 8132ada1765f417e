import { useLocation } from 'react-router';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { chromeOf } from '../lib/visibility';
import { useAppServices } from '../state/app-services';
import { AntdOutlet } from '../antd-slim/antd-scope';

/** The default layout: site header, page, footer, each shown per SPEC 2's visibility rules. */
export default function DefaultLayout() {
  const { pathname } = useLocation();
  const { meetingId } = useAppServices();
  const chrome = chromeOf(pathname, meetingId);
  return (
    <div className="ht-shell">
      {chrome.header ? <SiteHeader nav={chrome.nav} /> : null}
      <main className="ht-page">
        <AntdOutlet />
      </main>
      <SiteFooter kind={chrome.footer} />
    </div>
  );
}
