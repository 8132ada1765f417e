import { createHmac, randomBytes } from 'node:crypto';
import {
  TPayVerificationError,
  assertAmountFen,
  assertFresh,
  headerOf,
  safeEqual,
  type TPaidNotice,
  type TPaymentProvider,
} from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface TSandboxConfig {
  secret: Buffer;
  /** The local cashier page for an order. */
  cashierUrl: (orderNo: string) => string;
  /** Posts a signed notice to the notify URL, as the gateway would; the app decides how and when. */
  deliver: (notifyUrl: string, body: string, headers: Record<string, string>) => Promise<void>;
  now?: () => Date;
  /** How long a refund call takes (0: at once), as a real gateway's answer over the network would. */
  refundLatencyMs?: number;
}

export interface TSandboxPayment {
  orderNo: string;
  amountFen: number;
  notifyUrl: string;
}

export interface TSandboxProvider extends TPaymentProvider {
  kind: 'sandbox';
  /** The cashier page's "pay" button: signs the notice a gateway would send and hands it to `deliver`. */
  pay(payment: TSandboxPayment): Promise<TPaidNotice>;
}

export interface TSandboxCallback {
  body: string;
  headers: Record<string, string>;
}

const sign = (secret: Buffer, timestamp: number, nonce: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');

/** The exact signed notification the sandbox gateway sends for a paid order. */
export const sandboxCallback = (
  secret: Buffer,
  notice: TPaidNotice,
  now: Date = new Date(),
): TSandboxCallback => {
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonce = randomBytes(16).toString('hex');
  const body = JSON.stringify({ ...notice, timestamp, nonce });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: sign(secret, timestamp, nonce, body),
    },
  };
};

const parse = (rawBody: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(rawBody);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below like any other malformed body
  }
  throw new TPayVerificationError('sandbox callback body is not a JSON object');
};

/**
 * A stand-in gateway that runs on this machine: payments are confirmed by a click on a local cashier
 * page, and the confirmation still arrives as a signed, timestamped callback through `verifyCallback`,
 * so the order flow is the one the real gateways drive.
 */
export const createSandboxProvider = (config: TSandboxConfig): TSandboxProvider => {
  if (config.secret.length < 16) throw new Error('the sandbox pay secret must be at least 16 bytes');
  const now = config.now ?? (() => new Date());
  return {
    kind: 'sandbox',

    async start(request) {
      assertAmountFen(request.amountFen);
      return { kind: 'redirect', url: config.cashierUrl(request.orderNo) };
    },

    async pay({ orderNo, amountFen, notifyUrl }) {
      assertAmountFen(amountFen);
      const notice = { orderNo, tradeNo: `SBX${Date.now()}${randomBytes(4).toString('hex')}`, amountFen };
      const { body, headers } = sandboxCallback(config.secret, notice, now());
      await config.deliver(notifyUrl, body, headers);
      return notice;
    },

    async verifyCallback({ headers, rawBody }) {
      const signature = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
      const payload = parse(rawBody);
      const { orderNo, tradeNo, amountFen, timestamp, nonce } = payload;
      if (typeof timestamp !== 'number' || typeof nonce !== 'string') {
        throw new TPayVerificationError('sandbox callback lacks timestamp or nonce');
      }
      if (!safeEqual(sign(config.secret, timestamp, nonce, rawBody), signature)) {
        throw new TPayVerificationError('sandbox callback signature does not match');
      }
      assertFresh(timestamp, now());
      if (typeof orderNo !== 'string' || typeof tradeNo !== 'string' || typeof amountFen !== 'number') {
        throw new TPayVerificationError('sandbox callback lacks orderNo, tradeNo or amountFen');
      }
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0) {
        throw new TPayVerificationError(`sandbox callback amount is not whole fen: ${amountFen}`);
      }
      return { orderNo, tradeNo, amountFen };
    },

    answer(ok) {
      return {
        status: ok ? 200 : 400,
        contentType: 'text/plain; charset=utf-8',
        body: ok ? 'success' : 'failure',
      };
    },

    async refund(request) {
      assertAmountFen(request.amountFen);
      if (request.amountFen > request.totalFen) throw new Error('refund exceeds the amount paid');
      if (config.refundLatencyMs) await new Promise((resolve) => setTimeout(resolve, config.refundLatencyMs));
    },
  };
};
