import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../../test/harness.ts';
import { aliyunSignature } from '../../../platform/sms/aliyun-sms.ts';
import { openSignUpMeeting, person } from '../../../../test/fixtures/sign-up-fixture.ts';

/**
 * SMS promotion through the Aliyun provider, against a local stand-in for dysmsapi that checks each
 * request's signature and refuses one number the way Aliyun's flow control does.
 */

let t: TTestApp;
let organiser: string;
let stranger: string;
let aliyun: Server;
const texts: Record<string, string>[] = [];
const REFUSED = '13900000099';

beforeAll(async () => {
  aliyun = createServer((request, response) => {
    const query = Object.fromEntries(new URL(request.url!, 'http://x').searchParams);
    const { Signature: signature, ...params } = query;
    const body =
      signature !== aliyunSignature(params, 'sms-secret')
        ? { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }
        : params.PhoneNumbers === REFUSED
          ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发号码天级流控' }
          : { Code: 'OK', Message: 'OK', BizId: `biz-${texts.length}` };
    if (body.Code === 'OK') texts.push(params);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => aliyun.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    smsProvider: {
      kind: 'aliyun',
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'sms-secret',
      signName: '华东护理',
      templates: {},
      endpoint: `http://127.0.0.1:${(aliyun.address() as AddressInfo).port}`,
    },
    mail: {
      smtpUrl: undefined,
      from: 'Huitang <noreply@huitang.local>',
      retrySeconds: 0.2,
      sweepSeconds: 1,
      leaseSeconds: 120,
    },
  });
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => aliyun.close(() => resolve()));
});

const as = (token: string) => ({ token, language: 'zh' as const });

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('SMS promotion', () => {
  it('checks templates, keeps them to the meeting, and sends each registrant a text with their values', async () => {
    const meetingId = await openSignUpMeeting(t, organiser);
    await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, name: '普通代表', feeFen: 0, quota: 100 },
      as(organiser),
    );
    const typeId = (await t.call('/meeting/api/enroll/form', { meetingId })).data.types[0]!.id;
    const mobiles = [uniqueMobile(), uniqueMobile(), REFUSED];
    for (const [index, mobile] of mobiles.entries())
      expect(
        (
          await t.call(
            '/meeting/auth/meeting/register/manual/register',
            { meetingId, typeId, attendee: { ...person(mobile), name: `代表${index + 1}` } },
            as(organiser),
          )
        ).code,
      ).toBe(200);

    const unknown = await t.call(
      '/meeting/auth/meeting/sms/template/save',
      { meetingId, name: '报到提醒', providerCode: 'SMS_300001', content: '{name}您好，{credential} 见' },
      as(organiser),
    );
    expect([unknown.code, unknown.msg]).toEqual([
      601,
      '短信模板中有未知的变量 {credential}，可用：{name} {meeting} {type} {seat} {order}',
    ]);
    const badCode = await t.call(
      '/meeting/auth/meeting/sms/template/save',
      { meetingId, name: '报到提醒', providerCode: 'SMS 3000', content: '您好' },
      as(organiser),
    );
    expect(badCode.code).toBe(601);
    const saved = await t.call(
      '/meeting/auth/meeting/sms/template/save',
      {
        meetingId,
        name: '报到提醒',
        providerCode: 'SMS_300001',
        content: '{name}您好，{meeting}明日 8:00 开始报到，您的类型：{type}。',
      },
      as(organiser),
    );
    expect(saved.data[0]).toMatchObject({
      providerCode: 'SMS_300001',
      variables: ['name', 'meeting', 'type'],
    });
    for (const [path, body] of [
      ['/meeting/auth/meeting/sms/template/list', { meetingId }],
      ['/meeting/auth/meeting/sms/log/list', { meetingId }],
      ['/meeting/auth/meeting/sms/log/count', { meetingId }],
      [
        '/meeting/auth/meeting/sms/send',
        { meetingId, templateId: saved.data[0]!.id, audience: { kind: 'all' } },
      ],
    ] as const)
      expect((await t.call(path, body as never, as(stranger))).code, path).toBe(306);

    const sent = await t.call(
      '/meeting/auth/meeting/sms/send',
      { meetingId, templateId: saved.data[0]!.id, audience: { kind: 'all' } },
      as(organiser),
    );
    expect(sent.data).toEqual({ queued: 3 });
    await until(async () => {
      const count = await t.call('/meeting/auth/meeting/sms/log/count', { meetingId }, as(organiser));
      return count.data.queued === 0;
    });
    const count = await t.call('/meeting/auth/meeting/sms/log/count', { meetingId }, as(organiser));
    expect(count.data).toEqual({ total: 3, queued: 0, sent: 2, failed: 1, units: 2 });

    const mine = texts.filter((text) => mobiles.includes(text.PhoneNumbers!));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ SignName: '华东护理', TemplateCode: 'SMS_300001' });
    expect(JSON.parse(mine.find((text) => text.PhoneNumbers === mobiles[0])!.TemplateParam!)).toEqual({
      name: '代表1',
      meeting: '2027 华东护理大会',
      type: '普通代表',
    });
    const failed = await t.call(
      '/meeting/auth/meeting/sms/log/list',
      { meetingId, status: 'failed' },
      as(organiser),
    );
    expect(failed.data.list).toMatchObject([
      { mobile: REFUSED, attempts: 3, reply: 'isv.BUSINESS_LIMIT_CONTROL: 触发号码天级流控' },
    ]);
    const sentLog = await t.call(
      '/meeting/auth/meeting/sms/log/list',
      { meetingId, status: 'sent' },
      as(organiser),
    );
    expect(sentLog.data.list[0]!.text).toMatch(
      /^代表\d您好，2027 华东护理大会明日 8:00 开始报到，您的类型：普通代表。$/,
    );
    expect(sentLog.data.list[0]!.reply).toMatch(/^OK biz-\d+$/);

    // The organisation's cost page counts the billed texts at the platform's price; others see none of it.
    const cost = await t.call('/meeting/auth/count/cost', {}, as(organiser));
    expect(cost.data.meetings.find((row) => row.meetingId === meetingId)).toEqual({
      meetingId,
      meetingName: '2027 华东护理大会',
      texts: 2,
      failed: 1,
      units: 2,
      costFen: 10,
    });
    expect(cost.data.months[0]).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/) as string });
    const theirs = await t.call('/meeting/auth/count/cost', {}, as(stranger));
    expect(theirs.data.meetings.map((row) => row.meetingId)).not.toContain(meetingId);
  });
});
