import dayjs, { type Dayjs } from 'dayjs';
import { chinaClock } from './china-clock';

// The forms that pick times also show them; the shown part alone lives in china-clock.ts.
export { chinaClock, chinaDay, dayRange } from './china-clock';

/** A picker value for an ISO time, holding the China wall clock. */
export const pickerOf = (iso: string | undefined): Dayjs | undefined =>
  iso ? dayjs(chinaClock(iso)) : undefined;

/** The picker's wall clock back to an ISO time in China time. */
export const isoOfPicker = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;
