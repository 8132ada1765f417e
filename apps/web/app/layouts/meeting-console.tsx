import { useState } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/meeting-console';
import { serverApi } from '../api/server';
import { ConsoleHeader } from '../components/console/console-header';
import { BrowserPage } from '../components/page/browser-page';
import { ConsoleSideMenu } from '../components/console/console-side-menu';
import { meetingIdOf } from '../loaders/meeting-id.server';
import type { TConsole, TEditLang } from '../components/console/use-console';
import { saveReturnUrl } from '../lib/session/return-url';
import { authedDataOf, requireUser } from '../loaders/session.server';
import { stop } from '../lib/stop';
import { hasRememberedUser } from '../lib/session/user-storage';
import styles from '../components/console/console.module.css';
import { loadTexts } from '../i18n';
import { AntdOutlet } from '../antd-slim/antd-scope';

await loadTexts('meeting', 'meetingConsole');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/**
 * The console of one meeting (?id=): signed in (the global guard) and allowed to run it; another
 * institution's meeting answers 306 and the page is refused, an unknown id is the 404 page.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const id = meetingIdOf(request);
  const meeting = authedDataOf(
    await serverApi(context).call('/meeting/auth/meeting/info/view', { id }),
    request,
    context,
  );
  return { meeting };
};

export const shouldRevalidate = () => true;

export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) => {
  if (!hasRememberedUser()) {
    const url = new URL(request.url);
    saveReturnUrl(url.pathname + url.search);
    stop(redirect('/login'));
  }
  return serverLoader();
};

/** SPEC "Meeting console": the meeting-management header over a left menu and the page. */
export default function MeetingConsole({ loaderData: { meeting } }: Route.ComponentProps) {
  const [chosen, setChosen] = useState<TEditLang>('zh');
  const lang = meeting.hasMultilingual ? chosen : 'zh';
  const context: TConsole = { meeting, lang };
  return (
    <div className={styles.shell}>
      <ConsoleHeader meeting={meeting} lang={lang} onLang={setChosen} />
      <div className={styles.body}>
        <aside className={styles.side}>
          <BrowserPage fallback={null}>
            <ConsoleSideMenu meetingId={meeting.id} />
          </BrowserPage>
        </aside>
        <section className={styles.content}>
          <BrowserPage>
            <AntdOutlet context={context} />
          </BrowserPage>
        </section>
      </div>
    </div>
  );
}
