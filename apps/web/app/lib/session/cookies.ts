/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export const readCookie = (header: string | null | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

interface TCookieOptions {
  maxAgeSeconds?: number;
}

/** A Set-Cookie value readable by the page's scripts (never used for the token). */
export const serializeCookie = (name: string, value: string, options: TCookieOptions = {}): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
};

export const writeBrowserCookie = (name: string, value: string, options: TCookieOptions = {}): void => {
  document.cookie = serializeCookie(name, value, options);
};

export const clearBrowserCookie = (name: string): void => writeBrowserCookie(name, '', { maxAgeSeconds: 0 });
