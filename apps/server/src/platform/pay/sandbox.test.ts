import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TPayVerificationError } from './provider.ts';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider, sandboxCallback } from './sandbox.ts';

const secret = randomBytes(32);
const notice = { orderNo: 'HT20240101000001', tradeNo: 'SBX1', amountFen: 1990 };

const delivered: { notifyUrl: string; body: string; headers: Record<string, string> }[] = [];
const provider = createSandboxProvider({
  secret,
  cashierUrl: (orderNo) => `http://localhost/pay/sandbox?orderNo=${encodeURIComponent(orderNo)}`,
  deliver: async (notifyUrl, body, headers) => {
    delivered.push({ notifyUrl, body, headers });
  },
});

describe('sandbox pay provider', () => {
  it('starts with a redirect to the local cashier page', async () => {
    const start = await provider.start({
      ...notice,
      subject: '会议报名',
      notifyUrl: 'http://localhost/apis/api/pay/notify/sandbox',
      returnUrl: 'http://localhost/done',
      expiresAt: new Date(),
      device: 'desktop',
      clientIp: '127.0.0.1',
    });
    expect(start).toEqual({ kind: 'redirect', url: 'http://localhost/pay/sandbox?orderNo=HT20240101000001' });
  });

  it('delivers a signed notice that its own verify path accepts', async () => {
    const paid = await provider.pay({
      orderNo: notice.orderNo,
      amountFen: 1990,
      notifyUrl: 'http://localhost/n',
    });
    const sent = delivered.at(-1)!;
    expect(sent.notifyUrl).toBe('http://localhost/n');
    expect(sent.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    await expect(provider.verifyCallback({ headers: sent.headers, rawBody: sent.body })).resolves.toEqual(
      paid,
    );
    expect(paid).toMatchObject({ orderNo: notice.orderNo, amountFen: 1990 });
  });

  it('accepts a hand-built callback, whatever the header case', async () => {
    const { body, headers } = sandboxCallback(secret, notice);
    const upper = { 'X-Sandbox-Signature': headers[SANDBOX_SIGNATURE_HEADER] };
    await expect(provider.verifyCallback({ headers: upper, rawBody: body })).resolves.toEqual(notice);
  });

  it('rejects the replay of a notice older than five minutes', async () => {
    const { body, headers } = sandboxCallback(secret, notice, new Date(Date.now() - 6 * 60_000));
    await expect(provider.verifyCallback({ headers, rawBody: body })).rejects.toThrow(TPayVerificationError);
  });

  it('rejects a timestamp from the future', async () => {
    const { body, headers } = sandboxCallback(secret, notice, new Date(Date.now() + 6 * 60_000));
    await expect(provider.verifyCallback({ headers, rawBody: body })).rejects.toThrow(/five-minute/);
  });

  it('rejects a tampered body', async () => {
    const { body, headers } = sandboxCallback(secret, notice);
    const tampered = body.replace('"amountFen":1990', '"amountFen":1');
    expect(tampered).not.toBe(body);
    await expect(provider.verifyCallback({ headers, rawBody: tampered })).rejects.toThrow(/signature/);
  });

  it('rejects a notice signed with another secret, or not signed at all', async () => {
    const { body, headers } = sandboxCallback(randomBytes(32), notice);
    await expect(provider.verifyCallback({ headers, rawBody: body })).rejects.toThrow(TPayVerificationError);
    await expect(provider.verifyCallback({ headers: {}, rawBody: body })).rejects.toThrow(/missing header/);
    await expect(provider.verifyCallback({ headers, rawBody: 'not json' })).rejects.toThrow(
      TPayVerificationError,
    );
  });

  it('answers plain text and refunds without a gateway', async () => {
    expect(provider.answer(true)).toMatchObject({ status: 200, body: 'success' });
    expect(provider.answer(false)).toMatchObject({ status: 400, body: 'failure' });
    const refund = { orderNo: 'o', tradeNo: 't', refundNo: 'r', amountFen: 100, totalFen: 1990, reason: '' };
    await expect(provider.refund(refund)).resolves.toBeUndefined();
    await expect(provider.refund({ ...refund, amountFen: 2000 })).rejects.toThrow(/exceeds/);
  });
});
