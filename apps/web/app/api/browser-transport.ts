import { Code, REQUEST_TIMEOUT_MS, type TEnvelope, type TLocale } from '@huitang/contracts';
import type { TTransport } from './client';

const isEnvelope = (value: unknown): value is TEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;

/**
 * Same-origin fetch to /apis: the HttpOnly token cookie travels by itself and the browser adds the
 * Origin header the server's CSRF check asks for.
 */
export const browserTransport =
  (language: TLocale, networkError: string): TTransport =>
  async (path, body, options = {}) => {
    try {
      const response = await fetch(`/apis${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', language },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        keepalive: options.keepalive ?? false,
      });
      const json: unknown = await response.json().catch(() => undefined);
      return isEnvelope(json) ? json : { code: Code.FAILURE, msg: networkError, data: null };
    } catch {
      return { code: Code.FAILURE, msg: networkError, data: null };
    }
  };
