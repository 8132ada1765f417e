import { createHmac, randomUUID } from 'node:crypto';
import type { TSmsMessage, TSmsProvider } from './sms-provider.ts';

export interface TAliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature shown in 【】 before every text. */
  signName: string;
  /** Our own texts (verification codes, paper decisions) by name → their approved template codes. */
  templates: Record<string, string>;
  /** https://dysmsapi.aliyuncs.com by default; a test points it at its own server. */
  endpoint?: string;
}

/** Aliyun's percent-encoding (POP): RFC 3986, with space as %20, '*' as %2A and '~' kept. */
export const popEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The RPC signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name, encoded, joined
 * into the canonical query, then "GET&%2F&" + its encoding signed with the secret and a trailing '&'.
 */
export const aliyunSignature = (params: Record<string, string>, accessKeySecret: string, method = 'GET') => {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${popEncode(key)}=${popEncode(params[key]!)}`)
    .join('&');
  const toSign = `${method}&${popEncode('/')}&${popEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(toSign).digest('base64');
};

/** The provider refused the text (its Code and Message), as opposed to a network failure. */
export class TSmsRefusedError extends Error {}

/**
 * Aliyun SMS (dysmsapi SendSms, 2017-05-25): one signed GET per text. A promotion names its approved
 * template code; our own texts find theirs by name in `templates`. Resolves with the BizId receipt.
 */
export const createAliyunSmsProvider = (
  config: TAliyunSmsConfig,
  clock: { now: () => Date; nonce: () => string } = { now: () => new Date(), nonce: () => randomUUID() },
): TSmsProvider => ({
  async send(message: TSmsMessage) {
    const templateCode = message.providerCode || config.templates[message.template];
    if (!templateCode) throw new TSmsRefusedError(`no Aliyun template code for "${message.template}"`);
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: clock.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(message.params),
      Timestamp: clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = Object.entries({ ...params, Signature: aliyunSignature(params, config.accessKeySecret) })
      .map(([key, value]) => `${popEncode(key)}=${popEncode(value)}`)
      .join('&');
    const response = await fetch(`${config.endpoint ?? 'https://dysmsapi.aliyuncs.com'}/?${query}`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      Code?: string;
      Message?: string;
      BizId?: string;
    };
    if (body.Code !== 'OK')
      throw new TSmsRefusedError(`${body.Code ?? response.status}: ${body.Message ?? response.statusText}`);
    return { reply: `OK ${body.BizId ?? ''}`.trim() };
  },
});
