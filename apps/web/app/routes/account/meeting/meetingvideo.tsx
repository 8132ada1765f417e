import { Alert } from 'antd';
import type { Route } from './+types/meetingvideo';
import { ReplayTable } from '../../../components/live/replay-table';
import { ReplayUpload } from '../../../components/live/replay-upload';
import styles from '../../../components/live/live.module.css';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { loadTexts } from '../../../i18n';

await loadTexts('live');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.meetingvideo);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [places, replays] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/place/list'),
    loadRows(request, context, '/meeting/auth/meeting/video/list'),
  ]);
  return { places, replays };
};

/**
 * /account/meeting/meetingvideo: the meeting's replays, to rename, show or hide, and delete; and an
 * edited film uploaded as a venue's replay.
 */
export default function ReplayVideos({ loaderData: { places, replays } }: Route.ComponentProps) {
  const { t, lang } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.meetingvideo')} lang={lang}>
      <Alert type="info" showIcon title={t('live.console.replaysHint')} className={styles.hint} />
      <ReplayUpload places={places} />
      <ReplayTable replays={replays} places={places} />
    </ConsolePage>
  );
}
