import { linkTo } from '@huitang/contracts';

/** SPEC 2 named route account-organization-meetingmanagement: the publisher's meetings. */
export const MEETING_MANAGEMENT = '/account/organization/meetingmanagement';

export const CONSOLE_HOME = '/account/meeting/baseinfo';

export const meetingDetailPath = (id: number) => `/meeting/detail?id=${id}`;
export const previewPath = (id: number) => `/meeting/detail?id=${id}&preview=true`;

/**
 * The meeting's page: its own sub-domain of the site's orgCustomizeMainDomain when both are set (the
 * server serves the meeting at its root, decision 006), else the detail page (SPEC 2: preview, and
 * the Live layout's view-meeting button).
 */
export const meetingHref = (meeting: { id: number; meetingDomain: string }, mainDomain: string): string =>
  meeting.meetingDomain && mainDomain
    ? `//${meeting.meetingDomain}.${mainDomain}/`
    : meetingDetailPath(meeting.id);

export const previewHref = (meeting: { id: number; meetingDomain: string }, mainDomain: string): string =>
  meeting.meetingDomain && mainDomain
    ? `${meetingHref(meeting, mainDomain)}?preview=true`
    : previewPath(meeting.id);
export const icsPath = (meetingId: number) => linkTo('/meeting/api/meeting/session/export', { meetingId });
export const cataloguePath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/session/export/catalogue', { meetingId });
export const reminderExportPath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/session/export/reminder', { meetingId });
export const accessoryPath = (id: number) => linkTo('/meeting/api/meeting/accessory/download', { id });
export const qrcodePath = (id: number) => linkTo('/meeting/api/meeting/share/qrcode', { id });
