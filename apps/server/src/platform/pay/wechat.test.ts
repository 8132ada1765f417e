import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TPayVerificationError } from './provider.ts';
import { createWechatProvider } from './wechat.ts';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = pair();
const platform = pair();
const stranger = pair();
const API_V3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';

const b64sign = (text: string, key: KeyObject) => sign('sha256', Buffer.from(text), key).toString('base64');

/** Headers the platform puts on a reply or a callback. */
const platformHeaders = (
  body: string,
  opts: { key?: KeyObject; serial?: string; timestamp?: number } = {},
) => {
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': opts.serial ?? PLATFORM_SERIAL,
    'Wechatpay-Signature': b64sign(`${timestamp}\n${nonce}\n${body}\n`, opts.key ?? platform.privateKey),
  };
};

/** AEAD_AES_256_GCM as WeChat Pay encrypts a callback resource: base64(ciphertext | 16-byte tag). */
const encrypt = (plain: object, key = API_V3_KEY) => {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: 'transaction',
    nonce,
    original_type: 'transaction',
  };
};

const transaction = (fields: Record<string, unknown> = {}) => ({
  mchid: MCH_ID,
  appid: APP_ID,
  out_trade_no: 'HT20240501000001',
  transaction_id: '4200000000202405010000000001',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  amount: { total: 1990, payer_total: 1990, currency: 'CNY', payer_currency: 'CNY' },
  ...fields,
});

const callback = (
  resource: object,
  opts: Parameters<typeof platformHeaders>[1] = {},
  eventType = 'TRANSACTION.SUCCESS',
) => {
  const rawBody = JSON.stringify({
    id: 'EV-1',
    create_time: '2024-05-01T10:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: '支付成功',
    resource,
  });
  return { headers: platformHeaders(rawBody, opts), rawBody };
};

interface TSeen {
  method: string;
  path: string;
  body: string;
  authorization: string;
}
let answer: (seen: TSeen) => { status: number; body: string; key?: KeyObject } = () => ({
  status: 500,
  body: '',
});
let seen: TSeen | undefined;
let server: Server;
let baseUrl = '';

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen = { method: req.method!, path: req.url!, body, authorization: req.headers.authorization ?? '' };
      const { status, body: out, key } = answer(seen);
      res
        .writeHead(status, { 'content-type': 'application/json', ...platformHeaders(out, { key }) })
        .end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = (apiV3Key = API_V3_KEY) =>
  createWechatProvider({
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    apiV3Key,
    platformPublicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformSerial: PLATFORM_SERIAL,
    baseUrl,
  });

/** The gateway's check of our Authorization header, with the merchant public key. */
const authorizationValid = ({ method, path, body, authorization }: TSeen) => {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization);
  if (!match) return false;
  const fields: Record<string, string> = Object.fromEntries(
    [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  if (fields.mchid !== MCH_ID || fields.serial_no !== '5157F09EFDC096DE15EBE81A47057A7232F1B8E1')
    return false;
  const message = `${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
  return verify(
    'sha256',
    Buffer.from(message),
    merchant.publicKey,
    Buffer.from(fields.signature ?? '', 'base64'),
  );
};

const request = {
  orderNo: 'HT20240501000001',
  amountFen: 1990,
  subject: '2024 医学年会注册费',
  notifyUrl: 'https://huitang.example/apis/api/pay/notify/wechat',
  returnUrl: 'https://huitang.example/pay/done',
  expiresAt: new Date('2024-05-01T02:29:30Z'),
  device: 'desktop' as const,
  clientIp: '203.0.113.9',
};

describe('WeChat Pay Native', () => {
  it('places an order with a signed request and returns the signed code_url', async () => {
    answer = (s) =>
      authorizationValid(s)
        ? { status: 200, body: '{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}' }
        : { status: 401, body: '{"code":"SIGN_ERROR","message":"签名错误"}' };
    await expect(provider().start(request)).resolves.toEqual({
      kind: 'qr',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
    });
    expect(seen).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/native' });
    expect(JSON.parse(seen!.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '2024 医学年会注册费',
      out_trade_no: 'HT20240501000001',
      time_expire: '2024-05-01T10:29:30+08:00',
      notify_url: request.notifyUrl,
      amount: { total: 1990, currency: 'CNY' },
    });
  });

  it('sends a phone to the H5 cashier with the payer’s address, returning to the success page', async () => {
    answer = (s) =>
      authorizationValid(s)
        ? {
            status: 200,
            body: '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2"}',
          }
        : { status: 401, body: '{"code":"SIGN_ERROR","message":"签名错误"}' };
    const start = await provider().start({ ...request, device: 'phone' });
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('prepay_id')).toBe('wx1');
    expect(url.searchParams.get('redirect_url')).toBe(request.returnUrl);
    expect(seen).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/h5' });
    expect(JSON.parse(seen!.body)).toMatchObject({
      out_trade_no: 'HT20240501000001',
      amount: { total: 1990, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
    });
  });

  it('refuses a reply not signed by the platform key, and reports gateway errors', async () => {
    answer = () => ({
      status: 200,
      body: '{"code_url":"weixin://wxpay/bizpayurl?pr=forged"}',
      key: stranger.privateKey,
    });
    await expect(provider().start(request)).rejects.toThrow(/not signed by the platform key/);
    answer = () => ({ status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}' });
    await expect(provider().start(request)).rejects.toThrow(/HTTP 400.*PARAM_ERROR/);
  });

  it('decrypts a signed callback into a paid notice', async () => {
    await expect(provider().verifyCallback(callback(encrypt(transaction())))).resolves.toEqual({
      orderNo: 'HT20240501000001',
      tradeNo: '4200000000202405010000000001',
      amountFen: 1990,
    });
  });

  it('rejects a wrong serial, a stale timestamp, a forged signature or a tampered body', async () => {
    const resource = encrypt(transaction());
    await expect(provider().verifyCallback(callback(resource, { serial: 'OTHER' }))).rejects.toThrow(
      /serial/,
    );
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    await expect(provider().verifyCallback(callback(resource, { timestamp: stale }))).rejects.toThrow(
      /five-minute/,
    );
    await expect(provider().verifyCallback(callback(resource, { key: stranger.privateKey }))).rejects.toThrow(
      /signature/,
    );
    const input = callback(resource);
    const rawBody = input.rawBody.replace('EV-1', 'EV-2');
    await expect(provider().verifyCallback({ ...input, rawBody })).rejects.toThrow(TPayVerificationError);
  });

  it('rejects a resource whose tag or key is wrong, even when the body is signed', async () => {
    const resource = encrypt(transaction());
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    const badTag = { ...resource, ciphertext: bytes.toString('base64') };
    await expect(provider().verifyCallback(callback(badTag))).rejects.toThrow(/decrypt/);
    const otherKey = encrypt(transaction(), 'Z'.repeat(32));
    await expect(provider().verifyCallback(callback(otherKey))).rejects.toThrow(/decrypt/);
    const otherMerchant = encrypt(transaction({ mchid: '1900000001' }));
    await expect(provider().verifyCallback(callback(otherMerchant))).rejects.toThrow(/mchid/);
  });

  it('returns null for verified notices that pay nothing', async () => {
    const notPaid = encrypt(transaction({ trade_state: 'NOTPAY' }));
    await expect(provider().verifyCallback(callback(notPaid))).resolves.toBeNull();
    const refund = encrypt({ mchid: MCH_ID, out_refund_no: 'RF1', refund_status: 'SUCCESS' });
    await expect(provider().verifyCallback(callback(refund, {}, 'REFUND.SUCCESS'))).resolves.toBeNull();
  });

  it('answers the gateway in JSON with the status WeChat expects', () => {
    expect(provider().answer(true)).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"code":"SUCCESS"}',
    });
    const failure = provider().answer(false);
    expect(failure.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(failure.body)).toMatchObject({ code: 'FAIL' });
  });

  it('refunds with a signed request and accepts SUCCESS or PROCESSING', async () => {
    const refund = {
      orderNo: 'HT20240501000001',
      tradeNo: '4200000000202405010000000001',
      refundNo: 'RF1',
      amountFen: 990,
      totalFen: 1990,
      reason: '取消报名',
    };
    answer = (s) =>
      authorizationValid(s)
        ? { status: 200, body: '{"refund_id":"5030","status":"PROCESSING"}' }
        : { status: 401, body: '{"code":"SIGN_ERROR"}' };
    await expect(provider().refund(refund)).resolves.toBeUndefined();
    expect(seen?.path).toBe('/v3/refund/domestic/refunds');
    expect(JSON.parse(seen!.body)).toEqual({
      transaction_id: refund.tradeNo,
      out_refund_no: 'RF1',
      reason: '取消报名',
      amount: { refund: 990, total: 1990, currency: 'CNY' },
    });
    answer = () => ({ status: 200, body: '{"refund_id":"5031","status":"ABNORMAL"}' });
    await expect(provider().refund(refund)).rejects.toThrow(/ABNORMAL/);
    answer = () => ({
      status: 200,
      body: '{"refund_id":"5032","status":"SUCCESS"}',
      key: stranger.privateKey,
    });
    await expect(provider().refund(refund)).rejects.toThrow(/not signed/);
  });

  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => provider('short')).toThrow(/32 bytes/);
  });
});
