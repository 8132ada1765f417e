import { sign as rsaSign, verify as rsaVerify, type KeyObject } from 'node:crypto';
import { chinaTime } from '@huitang/contracts';
import {
  TPayVerificationError,
  assertAmountFen,
  describeReply,
  fenToYuan,
  privateKeyOf,
  publicKeyOf,
  yuanToFen,
  type TFetch,
  type TPaymentProvider,
} from './provider.ts';

export interface TAlipayConfig {
  appId: string;
  /** The application private key: PEM, or the bare base64 Alipay's key tool prints (PKCS#8 or PKCS#1). */
  appPrivateKeyPem: string;
  /** "Alipay public key" from the open platform console (public-key mode, not certificate mode). */
  alipayPublicKeyPem: string;
  gateway?: string;
  fetch?: TFetch;
  now?: () => Date;
}

export interface TAlipayProvider extends TPaymentProvider {
  kind: 'alipay';
}

/** Request signing: sorted by key, `sign` left out, empty values skipped, `k=v` joined by `&`. */
export const alipaySignContent = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

/** Notification checking, as Alipay's own SDKs do it: every parameter but `sign` and `sign_type`, decoded. */
export const alipayNotifyContent = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export const rsa2Sign = (content: string, key: KeyObject) =>
  rsaSign('sha256', Buffer.from(content, 'utf8'), key).toString('base64');

const rsa2Verify = (content: string, signature: string, key: KeyObject) => {
  try {
    return rsaVerify('sha256', Buffer.from(content, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/**
 * The exact text of `"name": {...}` in a gateway reply. Alipay signs those bytes, not a re-serialisation,
 * so the object is cut out of the raw text with a bracket counter that skips over strings.
 */
export const jsonNodeText = (raw: string, name: string): string | undefined => {
  const key = raw.indexOf(`"${name}"`);
  if (key < 0) return undefined;
  const start = raw.indexOf('{', key + name.length + 2);
  if (start < 0 || raw.slice(key + name.length + 2, start).trim() !== ':') return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < raw.length; i += 1) {
    const char = raw[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return raw.slice(start, i + 1);
    }
  }
  return undefined;
};

/** Alipay rejects `/`, `=` and `&` in a subject and caps it at 256 characters. */
const cleanSubject = (subject: string) => [...subject.replace(/[/=&]/g, ' ')].slice(0, 256).join('');

const formParams = (rawBody: string) => {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    if (key in params) throw new TPayVerificationError(`alipay notice repeats parameter ${key}`);
    params[key] = value;
  }
  return params;
};

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay page pay (电脑网站支付) in public-key mode, signed RSA2 on node:crypto. */
export const createAlipayProvider = (config: TAlipayConfig): TAlipayProvider => {
  const appKey = privateKeyOf(config.appPrivateKeyPem);
  const alipayKey = publicKeyOf(config.alipayPublicKeyPem);
  const gateway = config.gateway ?? 'https://openapi.alipay.com/gateway.do';
  const fetchFn = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());

  const signed = (method: string, extra: Record<string, string>) => {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaTime(now()),
      version: '1.0',
      ...extra,
    };
    return { ...params, sign: rsa2Sign(alipaySignContent(params), appKey) };
  };

  return {
    kind: 'alipay',

    async start(request) {
      assertAmountFen(request.amountFen);
      // A phone gets Alipay's phone cashier (wap pay), which opens the Alipay app; a desktop the page cashier.
      const phone = request.device === 'phone';
      const params = signed(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', {
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        biz_content: JSON.stringify({
          out_trade_no: request.orderNo,
          product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuan(request.amountFen),
          subject: cleanSubject(request.subject),
          time_expire: chinaTime(request.expiresAt),
          // Where a payer who gives up on the phone cashier goes back to.
          ...(phone ? { quit_url: request.returnUrl } : {}),
        }),
      });
      const url = new URL(gateway);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return { kind: 'redirect', url: url.toString() };
    },

    async verifyCallback({ rawBody }) {
      const params = formParams(rawBody);
      const { sign, sign_type: signType } = params;
      if (!sign) throw new TPayVerificationError('alipay notice is not signed');
      if (signType !== undefined && signType !== 'RSA2') {
        throw new TPayVerificationError(`alipay notice uses sign_type ${signType}, expected RSA2`);
      }
      if (!rsa2Verify(alipayNotifyContent(params), sign, alipayKey)) {
        throw new TPayVerificationError('alipay notice signature does not verify');
      }
      if (params.app_id !== config.appId)
        throw new TPayVerificationError('alipay notice is for another app_id');
      const { trade_status: status, out_trade_no: orderNo, trade_no: tradeNo, total_amount: total } = params;
      // A partial refund is announced with trade_status still TRADE_SUCCESS; it pays nothing.
      if (!status || !PAID.has(status) || params.gmt_refund) return null;
      if (!orderNo || !tradeNo || !total) throw new TPayVerificationError('alipay notice lacks order fields');
      return { orderNo, tradeNo, amountFen: yuanToFen(total) };
    },

    answer(ok) {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
    },

    async refund(request) {
      assertAmountFen(request.amountFen);
      const biz: Record<string, string> = {
        out_trade_no: request.orderNo,
        refund_amount: fenToYuan(request.amountFen),
        refund_reason: request.reason,
        out_request_no: request.refundNo,
      };
      if (request.tradeNo) biz.trade_no = request.tradeNo;
      const params = signed('alipay.trade.refund', { biz_content: JSON.stringify(biz) });
      const response = await fetchFn(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`alipay.trade.refund failed: ${describeReply(response.status, text)}`);
      const node = jsonNodeText(text, 'alipay_trade_refund_response') ?? jsonNodeText(text, 'error_response');
      let reply: { sign?: unknown; alipay_trade_refund_response?: unknown; error_response?: unknown };
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        throw new Error(
          `alipay.trade.refund answered something other than JSON: ${describeReply(200, text)}`,
        );
      }
      const body = (reply.alipay_trade_refund_response ?? reply.error_response) as
        Record<string, unknown> | undefined;
      if (!node || !body)
        throw new Error(`alipay.trade.refund answer has no response node: ${describeReply(200, text)}`);
      const signature = typeof reply.sign === 'string' ? reply.sign : '';
      if (signature && !rsa2Verify(node, signature, alipayKey)) {
        throw new Error('alipay.trade.refund answer signature does not verify');
      }
      if (body.code !== '10000') {
        const reason = [body.code, body.msg, body.sub_code, body.sub_msg].filter(Boolean).join(' ');
        throw new Error(`alipay.trade.refund refused for ${request.orderNo}: ${reason}`);
      }
      if (!signature) throw new Error('alipay.trade.refund answer is not signed');
    },
  };
};
