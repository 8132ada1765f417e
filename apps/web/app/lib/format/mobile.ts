/**
 * Where a phone visitor goes (SPEC 1): the h5 site; the meeting keynoter page keeps its place there
 * through the `uri` query. Undefined when no h5 site is configured or it is this very site.
 */
export const h5RedirectOf = (h5Domain: string, url: URL): string | undefined => {
  if (!h5Domain.trim()) return undefined;
  const base = /^https?:\/\//i.test(h5Domain) ? h5Domain.trim() : `https://${h5Domain.trim()}`;
  let target: URL;
  try {
    target = new URL(base);
  } catch {
    return undefined;
  }
  if (target.host === url.host) return undefined;
  if (url.pathname.includes('keynoter')) target.searchParams.set('uri', url.pathname + url.search);
  return target.toString();
};
