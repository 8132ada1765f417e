import type { TMeetingPublic } from '@huitang/contracts';
import { useMatches } from 'react-router';
import { LiveBar } from '../components/live/live-bar';
import { SiteFooter } from '../components/site-footer/site-footer';
import { loadTexts } from '../i18n';
import { AntdOutlet } from '../antd-slim/antd-scope';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

const meetingOf = (data: unknown): TMeetingPublic | undefined =>
  typeof data === 'object' && data !== null && 'meeting' in data
    ? (data as { meeting: TMeetingPublic }).meeting
    : undefined;

/**
 * SPEC "Live layout": the watch pages under a bar of their own — the site's logo, the meeting, a
 * button to the meeting's page (its sub-domain when it has one), the language and the viewer's menu
 * (components/site-header/user-area.tsx gives live pages their own items).
 */
export default function LiveLayout() {
  const meeting = useMatches()
    .map((match) => meetingOf(match.loaderData))
    .find(Boolean);
  return (
    <div className="ht-shell">
      <LiveBar meeting={meeting} />
      <main className="ht-page">
        <AntdOutlet />
      </main>
      <SiteFooter kind="minimal" />
    </div>
  );
}
