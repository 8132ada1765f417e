import type { TLinkPath, TLinkQuery, TUploadPath, TUploadQuery } from './links.ts';

/*
 * The addresses of the links and uploads, apart from their tables: the tables are zod schemas,
 * which a bundler cannot drop once the module is loaded, so a page that only builds an address
 * (a download link on a meeting card) would ship zod with it. Types alone come from links.ts.
 */

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The address of a link: `:name` segments filled from `query` (and left out of the query string),
 * the rest as query parameters, everything encoded.
 */
export const linkTo = <P extends TLinkPath>(path: P, query: TLinkQuery<P>): string => {
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(query as Record<string, string | number | undefined>))
    if (value !== undefined) rest[key] = String(value);
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key] ?? '';
    delete rest[key];
    return encodeURIComponent(value);
  });
  const search = queryString(rest);
  return `/apis${filled}${search ? `?${search}` : ''}`;
};

/** The address of an upload (a multipart POST). */
export const uploadTo = <P extends TUploadPath>(path: P, query: TUploadQuery<P>) => {
  const values = Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const search = queryString(Object.fromEntries(values.map(([k, v]) => [k, String(v)])));
  return `/apis${path}${search ? `?${search}` : ''}`;
};
