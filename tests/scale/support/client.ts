import type { TCallPath, TCallResponse } from '@huitang/contracts';

export interface TReply<T> {
  code: number;
  msg: string;
  data: T;
  /** The instance nginx passed the call to (its X-Upstream header); empty when called directly. */
  upstream: string;
}

export interface TCallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Calls of the contract against one origin: nginx, or one instance directly. */
export const clientOf = (origin: string) => ({
  origin,
  async call<P extends TCallPath>(
    path: P,
    body: Record<string, unknown> = {},
    { token, headers }: TCallOptions = {},
  ): Promise<TReply<TCallResponse<P>>> {
    const reply = await fetch(`${origin}/apis${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const envelope = (await reply.json()) as { code: number; msg: string; data: TCallResponse<P> };
    return { ...envelope, upstream: reply.headers.get('x-upstream') ?? '' };
  },
});

export type TClient = ReturnType<typeof clientOf>;
