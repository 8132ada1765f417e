import { Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/meeting-console';
import { serverApi } from '../api/server';
import { ConsoleHeader } from '../components/meeting/console-header';
import { BrowserPage } from '../components/page/browser-page';
import { consoleMenu } from '../components/meeting/console-menu';
import { meetingIdOf } from '../components/meeting/meeting-id.server';
import { consolePath, type TConsole, type TEditLang } from '../components/meeting/use-console';
import { saveReturnUrl } from '../lib/return-url';
import { authedDataOf, requireUser } from '../lib/session.server';
import { stop } from '../lib/stop';
import { hasRememberedUser } from '../lib/user-storage';
import styles from '../components/meeting/console.module.css';
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

/**
 * The console's left menu, only ever drawn in the browser (BrowserPage): its labels and links are
 * made there too, so the server spends nothing on them.
 */
function ConsoleSideMenu({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = consoleMenu.map((group) => ({
    key: group.key,
    type: 'group' as const,
    label: t(group.label),
    children: group.entries.map((entry) => ({
      key: entry.path,
      label: <Link to={consolePath(entry.path, meetingId)}>{t(entry.label)}</Link>,
    })),
  }));
  // A page without an entry of its own (navbaredit) lights the entry it belongs to: the longest path it starts with.
  const selected = consoleMenu
    .flatMap((group) => group.entries.map((entry) => entry.path))
    .filter((path) => pathname.startsWith(path))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} className={styles.menu} />
  );
}

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
