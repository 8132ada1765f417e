import type { TDeskPerson, TScanResult } from '@huitang/contracts';
import type { TContractTextKey } from '../sign-up/use-contract-text';
import { chinaClock } from '@huitang/contracts/china-time';

type TText = (key: TContractTextKey, params?: Record<string, string>) => string;

const REFUSED: Partial<Record<TDeskPerson['status'], TContractTextKey>> = {
  unpaid: 'desk.unpaid',
  pending: 'desk.pending',
  cancelled: 'desk.cancelled',
  refunded: 'desk.refunded',
  rejected: 'desk.rejected',
};

/** A random id for a queued scan; crypto.randomUUID needs https, a desk on the hall's LAN may not have it. */
export const newClientId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The answer a desk gives with no network, by the same rules as the server: the person from the
 * downloaded list, refused with the reason when their registration is not confirmed, amber when this
 * copy of the list already has them in. `null` person: a code this list does not know.
 */
export const offlineVerdict = (
  meetingId: number,
  credential: string,
  person: TDeskPerson | undefined,
  atVenue: boolean,
  text: TText,
  unknown: string,
): TScanResult => {
  const red = (message: string): TScanResult => ({
    verdict: 'red',
    message,
    person: person ?? null,
    checkedInAt: null,
    desk: '',
  });
  if (!person) {
    const claimed = /^HT2\.(\d+)\./.exec(credential)?.[1];
    if (claimed === undefined) return red(text('desk.forged'));
    return red(Number(claimed) === meetingId ? unknown : text('desk.otherMeeting'));
  }
  const refused = REFUSED[person.status];
  if (refused) return red(text(refused));
  if (!atVenue && person.checkedInAt)
    return {
      verdict: 'amber',
      message: text('desk.already', { time: chinaClock(person.checkedInAt), desk: person.desk || '—' }),
      person,
      checkedInAt: person.checkedInAt,
      desk: person.desk,
    };
  return { verdict: 'green', message: '', person, checkedInAt: new Date().toISOString(), desk: '' };
};
