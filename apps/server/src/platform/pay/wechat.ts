import { createDecipheriv, randomBytes, sign as rsaSign, verify as rsaVerify } from 'node:crypto';
import { chinaIso } from '@huitang/contracts';
import {
  TPayVerificationError,
  assertAmountFen,
  assertFresh,
  describeReply,
  headerOf,
  privateKeyOf,
  publicKeyOf,
  type TCallbackInput,
  type TFetch,
  type TPaymentProvider,
} from './provider.ts';

export interface TWechatConfig {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  serialNo: string;
  merchantPrivateKeyPem: string;
  /** The 32-character APIv3 key: the AES-256-GCM key of callback resources. */
  apiV3Key: string;
  /** WeChat Pay's key (platform certificate's, or the "WeChat Pay public key") and its serial / key id. */
  platformPublicKeyPem: string;
  platformSerial: string;
  baseUrl?: string;
  fetch?: TFetch;
  now?: () => Date;
}

export interface TWechatProvider extends TPaymentProvider {
  kind: 'wechat';
}

export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** The string WeChat Pay v3 signs for a request: method, path with query, time, nonce, body. */
export const wechatRequestMessage = (
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
) => `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The string the platform signs for replies and callbacks. */
export const wechatReplyMessage = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}\n${nonce}\n${body}\n`;

/** WeChat caps `description` at 127 bytes of UTF-8; cut on a character boundary. */
const cutBytes = (text: string, max: number) => {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char) > max) break;
    out += char;
  }
  return out;
};

interface TResource {
  algorithm?: unknown;
  ciphertext?: unknown;
  nonce?: unknown;
  associated_data?: unknown;
}

const parseObject = (text: string, what: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new TPayVerificationError(`${what} is not a JSON object`);
};

/** WeChat Pay v3 Native pay (a QR code the payer scans), signed and verified on node:crypto. */
export const createWechatProvider = (config: TWechatConfig): TWechatProvider => {
  const merchantKey = privateKeyOf(config.merchantPrivateKeyPem);
  const platformKey = publicKeyOf(config.platformPublicKeyPem);
  const aesKey = Buffer.from(config.apiV3Key, 'utf8');
  if (aesKey.length !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 bytes');
  const baseUrl = (config.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  const fetchFn = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());

  const platformSigned = (headers: TCallbackInput['headers'], body: string) => {
    if (headerOf(headers, 'Wechatpay-Serial') !== config.platformSerial) return false;
    const message = wechatReplyMessage(
      headerOf(headers, 'Wechatpay-Timestamp'),
      headerOf(headers, 'Wechatpay-Nonce'),
      body,
    );
    try {
      const signature = Buffer.from(headerOf(headers, 'Wechatpay-Signature'), 'base64');
      return rsaVerify('sha256', Buffer.from(message, 'utf8'), platformKey, signature);
    } catch {
      return false;
    }
  };

  const call = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
    const url = new URL(baseUrl + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex').toUpperCase();
    const message = wechatRequestMessage(method, url.pathname + url.search, timestamp, nonce, body);
    const signature = rsaSign('sha256', Buffer.from(message, 'utf8'), merchantKey).toString('base64');
    const authorization =
      `${WECHAT_AUTH_SCHEMA} mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",` +
      `timestamp="${timestamp}",serial_no="${config.serialNo}"`;
    const response = await fetchFn(url, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        'user-agent': 'huitang-pay',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : body,
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`WeChat Pay ${method} ${url.pathname} failed: ${describeReply(response.status, text)}`);
    const headers = Object.fromEntries(response.headers.entries());
    let verified: boolean;
    try {
      verified = platformSigned(headers, text);
    } catch {
      verified = false;
    }
    if (!verified)
      throw new Error(`WeChat Pay ${method} ${url.pathname} answer is not signed by the platform key`);
    try {
      return parseObject(text, 'WeChat Pay answer');
    } catch {
      throw new Error(`WeChat Pay ${method} ${url.pathname} answered something other than JSON`);
    }
  };

  const decrypt = (resource: TResource) => {
    const { algorithm, ciphertext, nonce, associated_data: aad } = resource;
    if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') {
      throw new TPayVerificationError('WeChat Pay callback resource is not AEAD_AES_256_GCM');
    }
    const bytes = Buffer.from(ciphertext, 'base64');
    if (bytes.length < 17) throw new TPayVerificationError('WeChat Pay callback resource is too short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(nonce, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      decipher.setAAD(Buffer.from(typeof aad === 'string' ? aad : '', 'utf8'));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TPayVerificationError('WeChat Pay callback resource does not decrypt (wrong key or tag)');
    }
  };

  return {
    kind: 'wechat',

    async start(request) {
      assertAmountFen(request.amountFen);
      const order = {
        appid: config.appId,
        mchid: config.mchId,
        description: cutBytes(request.subject, 127),
        out_trade_no: request.orderNo,
        time_expire: chinaIso(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (request.device === 'phone') {
        // A phone's browser opens WeChat's phone cashier (H5 pay), which hands over to the WeChat app
        // and comes back to redirect_url.
        const reply = await call('POST', '/v3/pay/transactions/h5', {
          ...order,
          scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
        });
        if (typeof reply.h5_url !== 'string' || !reply.h5_url) {
          throw new Error(`WeChat Pay gave no h5_url for ${request.orderNo}`);
        }
        const url = new URL(reply.h5_url);
        url.searchParams.set('redirect_url', request.returnUrl);
        return { kind: 'redirect', url: url.toString() };
      }
      const reply = await call('POST', '/v3/pay/transactions/native', order);
      if (typeof reply.code_url !== 'string' || !reply.code_url) {
        throw new Error(`WeChat Pay gave no code_url for ${request.orderNo}`);
      }
      return { kind: 'qr', codeUrl: reply.code_url };
    },

    async verifyCallback({ headers, rawBody }) {
      if (headerOf(headers, 'Wechatpay-Serial') !== config.platformSerial) {
        throw new TPayVerificationError('WeChat Pay callback is signed with an unknown platform serial');
      }
      assertFresh(headerOf(headers, 'Wechatpay-Timestamp'), now());
      if (!platformSigned(headers, rawBody)) {
        throw new TPayVerificationError('WeChat Pay callback signature does not verify');
      }
      const event = parseObject(rawBody, 'WeChat Pay callback');
      const resource = event.resource;
      if (!resource || typeof resource !== 'object') {
        throw new TPayVerificationError('WeChat Pay callback has no resource');
      }
      const plain = parseObject(decrypt(resource), 'WeChat Pay callback resource');
      if (plain.mchid !== config.mchId) {
        throw new TPayVerificationError('WeChat Pay callback is for another mchid');
      }
      if (event.event_type !== 'TRANSACTION.SUCCESS' || plain.trade_state !== 'SUCCESS') return null;
      const amount = plain.amount as { total?: unknown } | undefined;
      const { out_trade_no: orderNo, transaction_id: tradeNo } = plain;
      const total = amount?.total;
      if (
        typeof orderNo !== 'string' ||
        typeof tradeNo !== 'string' ||
        !Number.isSafeInteger(total) ||
        (total as number) <= 0
      ) {
        throw new TPayVerificationError(
          'WeChat Pay transaction lacks out_trade_no, transaction_id or amount',
        );
      }
      return { orderNo, tradeNo, amountFen: total as number };
    },

    answer(ok) {
      return ok
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'SUCCESS' }) }
        : {
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          };
    },

    async refund(request) {
      assertAmountFen(request.amountFen);
      const reply = await call('POST', '/v3/refund/domestic/refunds', {
        ...(request.tradeNo ? { transaction_id: request.tradeNo } : { out_trade_no: request.orderNo }),
        out_refund_no: request.refundNo,
        ...(request.reason ? { reason: [...request.reason].slice(0, 80).join('') } : {}),
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      if (reply.status !== 'SUCCESS' && reply.status !== 'PROCESSING') {
        throw new Error(`WeChat Pay refund ${request.refundNo} ended ${String(reply.status)}`);
      }
    },
  };
};
