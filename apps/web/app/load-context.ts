import type { TTransport } from './api/client';

/**
 * What the server plugin (apps/server/src/web) hands every loader: a transport that calls the API
 * in-process with the token and language of the incoming request, so rendering never loops back
 * over HTTP, and the domain the token cookie is set on, so a stale one can be cleared.
 */
declare module 'react-router' {
  interface AppLoadContext {
    transport: TTransport;
    cookieDomain: string | undefined;
    /** This response's script nonce: the Content-Security-Policy runs only inline scripts carrying it. */
    nonce: string;
  }
}

export {};
