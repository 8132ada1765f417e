import dayjs, { type Dayjs } from 'dayjs';
import { chinaClock, chinaInstant, chinaIso } from '@huitang/contracts/china-time';

/**
 * The date pickers' side of China time (the rest is in @huitang/contracts/china-time): a picker holds
 * the China wall clock, whatever the browser's zone. Apart so that pages that only show times do not
 * load dayjs.
 */

/** A picker value for an ISO time, holding the China wall clock. */
export const pickerOf = (iso: string | undefined): Dayjs | undefined =>
  iso ? dayjs(chinaClock(iso)) : undefined;

/** The picker's wall clock back to an ISO time in China time, to the minute. */
export const isoOfPicker = (value: Dayjs): string => chinaIso(chinaInstant(value.format('YYYY-MM-DD HH:mm')));
