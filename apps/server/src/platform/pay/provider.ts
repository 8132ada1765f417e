import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export type TPayProviderKind = 'sandbox' | 'alipay' | 'wechat';

/**
 * Where the payer is: a desktop browser pays on the gateway's cashier page or scans a code; a phone's
 * browser cannot scan its own screen, so it is sent to the gateway's phone cashier, which hands over
 * to the Alipay or WeChat app.
 */
export type TPayDevice = 'desktop' | 'phone';

export interface TPaymentRequest {
  orderNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: Date;
  device: TPayDevice;
  /** The payer's address: WeChat's phone cashier checks that the payer opening it is the one who ordered. */
  clientIp: string;
}

export type TPaymentStart = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

export interface TCallbackInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A verified notification: the provider says this order was paid this amount. */
export interface TPaidNotice {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
}

export interface TCallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface TRefundRequest {
  orderNo: string;
  tradeNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
}

export interface TPaymentProvider {
  kind: TPayProviderKind;
  start(request: TPaymentRequest): Promise<TPaymentStart>;
  /**
   * Verifies signature (and decrypts for WeChat); returns the paid notice, or null for a verified notice
   * that is not a success (e.g. alipay WAIT_BUYER_PAY / TRADE_CLOSED); throws TPayVerificationError when
   * the signature or payload is bad.
   */
  verifyCallback(input: TCallbackInput): Promise<TPaidNotice | null>;
  /**
   * What to answer the gateway: alipay wants plain text `success`/`failure`; WeChat wants HTTP 200/204
   * with JSON {code:'SUCCESS'} or 4xx/5xx {code:'FAIL',message}.
   */
  answer(ok: boolean): TCallbackAnswer;
  refund(request: TRefundRequest): Promise<void>;
}

/** A callback that must not be trusted: bad signature, stale, foreign or malformed. */
export class TPayVerificationError extends Error {
  override name = 'TPayVerificationError';
}

/** The gateway calls go through this, so tests can point them at a local server. */
export type TFetch = typeof fetch;

/** Gateways may replay a notice, and an attacker may replay a captured one: both only count this long. */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;

/** Rejects a callback whose timestamp (seconds) is more than five minutes from now, either way. */
export const assertFresh = (timestampSeconds: string | number, now: Date) => {
  const seconds = Number(timestampSeconds);
  if (!Number.isInteger(seconds)) throw new TPayVerificationError('callback timestamp is not a number');
  if (Math.abs(now.getTime() - seconds * 1000) > CALLBACK_MAX_AGE_MS) {
    throw new TPayVerificationError('callback timestamp is outside the five-minute window');
  }
};

/** One header, whatever the case of its name; a repeated header is ambiguous and so refused. */
export const headerOf = (headers: TCallbackInput['headers'], name: string): string => {
  const wanted = name.toLowerCase();
  const key = Object.keys(headers).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : headers[key];
  if (typeof value !== 'string' || value === '') throw new TPayVerificationError(`missing header ${name}`);
  return value;
};

export { safeEqual } from '../crypto/safe-equal.ts';

const PEM = /-----BEGIN [A-Z ]+-----/;

/**
 * Vendor consoles hand out keys as bare base64 (Alipay) or PEM files (WeChat); both are accepted.
 * Bare private keys may be PKCS#8 or PKCS#1 ("for non-Java" in Alipay's key tool).
 */
export const privateKeyOf = (text: string): KeyObject => {
  if (PEM.test(text)) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
};

export const publicKeyOf = (text: string): KeyObject => {
  if (PEM.test(text)) return createPublicKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    return createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
  }
};

export const assertAmountFen = (fen: number) => {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new Error(`payment amount must be whole fen > 0: ${fen}`);
};

/** 1990 -> "19.90", in integers so no float rounding ever reaches a gateway. */
export const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** "19.9" / "19.90" -> 1990 from the digits, never through a float; anything else is refused. */
export const yuanToFen = (yuan: string) => {
  const match = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) throw new TPayVerificationError(`not an amount in yuan: ${yuan}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** The gateway's answer for an error message: status and a bounded excerpt, never our request. */
export const describeReply = (status: number, body: string) =>
  `HTTP ${status}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`;
