import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlipayProvider, jsonNodeText } from './alipay.ts';
import { TPayVerificationError } from './provider.ts';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = pair();
const alipay = pair();
const stranger = pair();
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const APP_ID = '2021000123456789';

// The test's own idea of the signing string, written from Alipay's documentation, not imported.
const content = (params: Record<string, string>, skip: string[]) =>
  Object.entries(params)
    .filter(([key, value]) => !skip.includes(key) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
const rsa2 = (text: string, key: KeyObject) => sign('sha256', Buffer.from(text), key).toString('base64');

/** What Alipay posts to notify_url, signed with `key`. */
const notice = (fields: Record<string, string>, key = alipay.privateKey) => {
  const params: Record<string, string> = {
    gmt_create: '2024-05-01 10:00:00',
    charset: 'utf-8',
    notify_time: '2024-05-01 10:00:05',
    notify_type: 'trade_status_sync',
    notify_id: '2024050100222100005012345678',
    app_id: APP_ID,
    out_trade_no: 'HT20240501000001',
    trade_no: '2024050122001400001234567890',
    subject: '会议报名 & 资料',
    total_amount: '19.90',
    trade_status: 'TRADE_SUCCESS',
    sign_type: 'RSA2',
    ...fields,
  };
  params.sign = rsa2(content(params, ['sign', 'sign_type']), key);
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams(params).toString(),
  };
};

let reply: (params: Record<string, string>) => { status: number; body: string } = () => ({
  status: 500,
  body: '',
});
let received: Record<string, string> = {};
let server: Server;
let gateway = '';

const readForm = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void readForm(req).then((params) => {
      received = params;
      const { status, body } = reply(params);
      res.writeHead(status, { 'content-type': 'text/html;charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createAlipayProvider({
    appId: APP_ID,
    appPrivateKeyPem: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    alipayPublicKeyPem: pem(alipay.publicKey),
    gateway,
    now: () => new Date('2024-05-01T01:59:30Z'),
  });

/** A refund reply as Alipay writes it: the node as raw text (slashes escaped), signed byte for byte. */
const refundReply = (node: Record<string, string>, key = alipay.privateKey) => {
  const text = JSON.stringify(node, null, 1).replace(/\//g, '\\/');
  return { status: 200, body: `{"alipay_trade_refund_response": ${text},"sign":"${rsa2(text, key)}"}` };
};
const refund = {
  orderNo: 'HT20240501000001',
  tradeNo: '2024050122001400001234567890',
  refundNo: 'RF1',
  amountFen: 1990,
  totalFen: 1990,
  reason: '取消报名',
};

describe('alipay page pay', () => {
  it('builds a page pay URL signed with the app key', async () => {
    const start = await provider().start({
      orderNo: 'HT20240501000001',
      amountFen: 123456,
      subject: '2024 医学年会 / 注册费',
      notifyUrl: 'https://huitang.example/apis/api/pay/notify/alipay',
      returnUrl: 'https://huitang.example/pay/done?orderNo=HT20240501000001',
      expiresAt: new Date('2024-05-01T02:29:30Z'),
      device: 'desktop',
      clientIp: '203.0.113.9',
    });
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe(gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
    });
    expect(params).toMatchObject({ sign_type: 'RSA2', version: '1.0', timestamp: '2024-05-01 09:59:30' });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'HT20240501000001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '1234.56',
      subject: '2024 医学年会   注册费',
      time_expire: '2024-05-01 10:29:30',
    });
    const signed = content(params, ['sign']);
    expect(verify('sha256', Buffer.from(signed), app.publicKey, Buffer.from(params.sign!, 'base64'))).toBe(
      true,
    );
  });

  it('sends a phone to the phone cashier (wap pay), which comes back to the same page', async () => {
    const start = await provider().start({
      orderNo: 'HT20240501000002',
      amountFen: 80000,
      subject: '2024 医学年会',
      notifyUrl: 'https://huitang.example/apis/api/pay/notify/alipay',
      returnUrl: 'https://huitang.example/meeting/apply/success?orderNo=HT20240501000002',
      expiresAt: new Date('2024-05-01T02:29:30Z'),
      device: 'phone',
      clientIp: '203.0.113.9',
    });
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    const params = Object.fromEntries(new URL(start.url).searchParams);
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      total_amount: '800.00',
      quit_url: 'https://huitang.example/meeting/apply/success?orderNo=HT20240501000002',
    });
    const signed = content(params, ['sign']);
    expect(verify('sha256', Buffer.from(signed), app.publicKey, Buffer.from(params.sign!, 'base64'))).toBe(
      true,
    );
  });

  it('accepts a notice signed by Alipay and reads the amount exactly', async () => {
    await expect(provider().verifyCallback(notice({}))).resolves.toEqual({
      orderNo: 'HT20240501000001',
      tradeNo: '2024050122001400001234567890',
      amountFen: 1990,
    });
    for (const [yuan, fen] of [
      ['0.01', 1],
      ['19.90', 1990],
      ['1234.56', 123456],
      ['0.29', 29],
    ] as const) {
      const paid = await provider().verifyCallback(
        notice({ total_amount: yuan, trade_status: 'TRADE_FINISHED' }),
      );
      expect(paid?.amountFen).toBe(fen);
    }
  });

  it('rejects a tampered amount', async () => {
    const input = notice({});
    const rawBody = input.rawBody.replace('total_amount=19.90', 'total_amount=0.01');
    expect(rawBody).not.toBe(input.rawBody);
    await expect(provider().verifyCallback({ ...input, rawBody })).rejects.toThrow(TPayVerificationError);
  });

  it('rejects a notice signed with another key, unsigned, or for another app', async () => {
    await expect(provider().verifyCallback(notice({}, stranger.privateKey))).rejects.toThrow(/signature/);
    const unsigned = new URLSearchParams(notice({}).rawBody);
    unsigned.delete('sign');
    await expect(provider().verifyCallback({ headers: {}, rawBody: unsigned.toString() })).rejects.toThrow(
      /not signed/,
    );
    await expect(provider().verifyCallback(notice({ app_id: '2021000999999999' }))).rejects.toThrow(/app_id/);
    await expect(provider().verifyCallback(notice({ total_amount: '19.999' }))).rejects.toThrow(
      TPayVerificationError,
    );
  });

  it('returns null for verified notices that pay nothing', async () => {
    await expect(provider().verifyCallback(notice({ trade_status: 'WAIT_BUYER_PAY' }))).resolves.toBeNull();
    await expect(provider().verifyCallback(notice({ trade_status: 'TRADE_CLOSED' }))).resolves.toBeNull();
    const partialRefund = notice({
      refund_fee: '1.00',
      gmt_refund: '2024-05-02 10:00:00.000',
      out_biz_no: 'RF1',
    });
    await expect(provider().verifyCallback(partialRefund)).resolves.toBeNull();
  });

  it('answers the gateway in plain text', () => {
    expect(provider().answer(true)).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
    expect(provider().answer(false).body).toBe('failure');
  });

  it('refunds through a signed request and checks the signed reply', async () => {
    reply = () =>
      refundReply({
        code: '10000',
        msg: 'Success',
        trade_no: refund.tradeNo,
        out_trade_no: refund.orderNo,
        buyer_logon_id: 'a**@x.com/',
        fund_change: 'Y',
        refund_fee: '19.90',
      });
    await expect(provider().refund(refund)).resolves.toBeUndefined();
    expect(received.method).toBe('alipay.trade.refund');
    const signature = Buffer.from(received.sign!, 'base64');
    expect(verify('sha256', Buffer.from(content(received, ['sign'])), app.publicKey, signature)).toBe(true);
    expect(JSON.parse(received.biz_content!)).toEqual({
      out_trade_no: refund.orderNo,
      trade_no: refund.tradeNo,
      refund_amount: '19.90',
      refund_reason: '取消报名',
      out_request_no: 'RF1',
    });
  });

  it('throws when the refund is refused, forged or the gateway fails', async () => {
    reply = () =>
      refundReply({
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_HAS_CLOSE',
        sub_msg: '交易已经关闭',
      });
    await expect(provider().refund(refund)).rejects.toThrow(/ACQ.TRADE_HAS_CLOSE/);
    reply = () => refundReply({ code: '10000', msg: 'Success' }, stranger.privateKey);
    await expect(provider().refund(refund)).rejects.toThrow(/signature/);
    reply = () => ({
      status: 200,
      body: '{"alipay_trade_refund_response":{"code":"10000","msg":"Success"}}',
    });
    await expect(provider().refund(refund)).rejects.toThrow(/not signed/);
    reply = () => ({ status: 502, body: 'Bad Gateway' });
    await expect(provider().refund(refund)).rejects.toThrow(/HTTP 502/);
  });

  it('cuts the exact node text out of a reply', () => {
    const raw = '{"x_response" : {"a":"}\\"{","b":{"c":1}} ,"sign":"s"}';
    expect(jsonNodeText(raw, 'x_response')).toBe('{"a":"}\\"{","b":{"c":1}}');
    expect(jsonNodeText(raw, 'y_response')).toBeUndefined();
  });
});
