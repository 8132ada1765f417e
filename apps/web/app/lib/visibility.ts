export type TFooterKind = 'none' | 'minimal' | 'full';

export interface TChrome {
  header: boolean;
  nav: boolean;
  footer: TFooterKind;
}

const FOOTERLESS = ['reset', 'apply', 'login', 'register'];

export const isHomePath = (pathname: string): boolean => pathname === '/' || pathname === '/index';

/**
 * SPEC 2 "Layouts and visibility rules" in one place: which parts of the default chrome a path
 * shows. `meetingId` is the client state a meeting page sets; it hides the home header.
 */
export const chromeOf = (pathname: string, meetingId: string | null): TChrome => {
  if (pathname.includes('write')) return { header: false, nav: false, footer: 'none' };
  const home = isHomePath(pathname);
  const headerHidden =
    pathname.startsWith('/meeting/detail') || pathname.includes('keynoter') || (home && meetingId !== null);
  const footerHidden = FOOTERLESS.some((part) => pathname.includes(part));
  const fullFooter = home || pathname.startsWith('/meeting');
  return {
    header: !headerHidden,
    nav: !headerHidden && !pathname.includes('apply'),
    footer: footerHidden ? 'none' : fullFooter ? 'full' : 'minimal',
  };
};
