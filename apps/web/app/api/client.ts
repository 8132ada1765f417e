import type { TCallPath, TCallRequest, TCallResponse, TEnvelope } from '@huitang/contracts';

/** Carries one call to the API and resolves with its envelope; never rejects. */
export type TTransport = (
  path: TCallPath,
  body: unknown,
  options?: TCallOptions,
) => Promise<TEnvelope<unknown>>;

export interface TCallOptions {
  /** SPEC 8 "isShowErrTip": false leaves every non-200 code to the caller. */
  handleErrors?: boolean;
  /**
   * The request outlives the page (fetch keepalive): a report sent as the visitor leaves, which the
   * browser would otherwise cancel with the page. Small bodies only (64 KB for all such in flight).
   */
  keepalive?: boolean;
}

/** Reacts to a finished call (toasts, sign-out, 404); the browser and the server differ here. */
export type TEnvelopeHandler = (envelope: TEnvelope<unknown>, options: TCallOptions) => void;

export interface TApi {
  call<P extends TCallPath>(
    path: P,
    body: TCallRequest<P>,
    options?: TCallOptions,
  ): Promise<TEnvelope<TCallResponse<P>>>;
}

/**
 * The one typed client of the web. The table in packages/contracts types both the request and the
 * reply; the transport decides whether the call leaves the process.
 */
export const createApi = (transport: TTransport, handle?: TEnvelopeHandler): TApi => ({
  async call<P extends TCallPath>(path: P, body: TCallRequest<P>, options: TCallOptions = {}) {
    const envelope = await transport(path, body, options);
    handle?.(envelope, options);
    // The server validates its replies against the same schemas, so the cast only restates them.
    return envelope as TEnvelope<TCallResponse<P>>;
  },
});
