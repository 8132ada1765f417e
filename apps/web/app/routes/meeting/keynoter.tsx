import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/keynoter';
import { GuestGrid } from '../../components/meeting/programme/guest-grid';
import { MeetingBar } from '../../components/meeting/meeting-bar';
import { loadProgramme } from '../../loaders/programme.server';
import { programmeShell } from '../../components/meeting/programme/programme-shell';
import { textsOf } from '../../i18n';
import styles from '../../components/meeting/meeting-page.module.css';
import { PHONE_READY } from '../../lib/phone';

export { HeadedRouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...programmeShell, ...PHONE_READY };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = matches[0].loaderData;
  if (!data) return [];
  return [{ title: `${textsOf(site.locale).meeting.speakersTitle} - ${data.meeting.meetingName}` }];
};

export const loader = ({ request, context }: Route.LoaderArgs) => loadProgramme(request, context);

/** /meeting/keynoter?id=: the meeting's speakers with their introductions. */
export default function Keynoter({ loaderData: { meeting, programme } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const query = `?id=${meeting.id}${meeting.isPreview ? '&preview=true' : ''}`;
  return (
    <>
      <MeetingBar
        links={[{ href: `/meeting/detail${query}`, label: t('meeting.backToMeeting') }]}
        preview={meeting.isPreview}
      />
      <div className={`ht-container ${styles.keynoter}`}>
        <h1>{t('meeting.guests')}</h1>
        <div className={styles.keynoterMeeting}>{meeting.meetingName}</div>
        {programme.guests.length > 0 ? (
          <GuestGrid guests={programme.guests} withIntro />
        ) : (
          <Empty description={t('meeting.noGuests')} />
        )}
      </div>
    </>
  );
}
