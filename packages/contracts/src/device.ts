const MOBILE_AGENT =
  /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS.+Mobile|MicroMessenger.+Mobile/i;

/**
 * A phone's browser, by its User-Agent. The web sends phones to the h5 site with it and the server's
 * page cache keys pages by it, so both must read a visitor the same way: one definition.
 */
export const isMobileAgent = (userAgent: string | null | undefined): boolean =>
  !!userAgent && MOBILE_AGENT.test(userAgent);
