import type { TMeeting } from '@huitang/contracts';
import { useOutletContext } from 'react-router';

/** Which language's fields the console edits (SPEC "Meeting-management header": zh/en switch). */
export type TEditLang = 'zh' | 'en';

export interface TConsole {
  meeting: TMeeting;
  lang: TEditLang;
}

/** The meeting the console is open on and the language being edited, from its layout. */
export const useConsole = () => useOutletContext<TConsole>();

/** A console page's link, keeping the meeting id in the query (SPEC 2 "Meeting console"). */
export const consolePath = (path: string, meetingId: number) => `${path}?id=${meetingId}`;
