import { useMatches } from 'react-router';
import { SiteFooter } from '../components/site-footer/site-footer';
import type { TProgrammePage } from '../loaders/programme.server';
import styles from '../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../i18n';
import { AntdOutlet } from '../antd-slim/antd-scope';

await loadTexts('meeting');

export { HeadedRouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

const isProgrammePage = (data: unknown): data is TProgrammePage =>
  typeof data === 'object' && data !== null && 'decor' in data;

/**
 * SPEC "Layouts": a meeting's own pages (detail, keynoter) without the site header and nav; the
 * page draws the meeting's bar. The default full footer closes it unless the meeting's bottom
 * text is on (SPEC "Footers").
 */
export default function MeetingDetailLayout() {
  const page = useMatches()
    .map((match) => match.loaderData)
    .find(isProgrammePage);
  const bottom = page?.decor.bottomText;
  return (
    <div className="ht-shell">
      <main className="ht-page">
        <AntdOutlet />
      </main>
      {bottom?.isUse && bottom.content ? (
        <footer className={styles.bottomText}>
          <div className="ht-container">{bottom.content}</div>
        </footer>
      ) : (
        <SiteFooter kind="full" />
      )}
    </div>
  );
}
