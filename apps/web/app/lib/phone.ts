import { useMatches } from 'react-router';
import { useSite } from './use-site';

export type TDevice = 'phone' | 'desktop';

/**
 * A route whose page has a phone layout says so in its handle (`handle = { ...PHONE_READY }`). Its
 * page gets the device's width as viewport and its CSS breakpoints apply (`[data-fluid]` on <body>);
 * on a phone, antd's controls are large enough to tap and small text is 14 px. Pages without it (the
 * organiser's console) stay the 1200 px desktop page.
 */
export const PHONE_READY = { phone: true } as const;

/** The attribute <body> carries on a phone-ready page: breakpoint rules of shared components are scoped by it. */
export const FLUID_ATTRIBUTE = 'data-fluid';

/** Whether the page being rendered has a phone layout. */
export const usePhoneReady = (): boolean =>
  useMatches().some((match) => (match.handle as { phone?: unknown } | undefined)?.phone === true);

/** Whether the page is shown in its phone layout on a phone (large controls, larger small text). */
export const usePhone = (): boolean => {
  const ready = usePhoneReady();
  const { device } = useSite();
  return ready && device === 'phone';
};
