import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSignature, createAliyunSmsProvider, popEncode, TSmsRefusedError } from './aliyun-sms.ts';

// Aliyun's documented SendSms example (短信服务 HTTP 协议签名), recorded with its signature.
const DOC_PARAMS = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('Aliyun SMS request signing', () => {
  it('signs the documented SendSms example to its recorded signature', () => {
    expect(aliyunSignature(DOC_PARAMS, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('signs the documented RPC example (DescribeRegions) to its recorded signature', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(aliyunSignature(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes the way POP asks', () => {
    expect([popEncode('a b'), popEncode('*'), popEncode('~-_.'), popEncode('/=&+'), popEncode('派')]).toEqual(
      ['a%20b', '%2A', '~-_.', '%2F%3D%26%2B', '%E6%B4%BE'],
    );
  });
});

describe('the Aliyun SMS provider', () => {
  let server: Server;
  let endpoint: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const query = new URL(request.url!, 'http://x').searchParams;
      seen.push(query);
      const body =
        query.get('PhoneNumbers') === '13900000000'
          ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发号码天级流控' }
          : { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5' };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const providerOf = () =>
    createAliyunSmsProvider(
      {
        accessKeyId: 'LTAI-test',
        accessKeySecret: 'the-secret',
        signName: '会堂',
        templates: { verification: 'SMS_100000001' },
        endpoint,
      },
      { now: () => new Date('2026-11-26T08:00:00.123Z'), nonce: () => 'nonce-1' },
    );

  it('sends a signed request the server can verify, and returns the receipt', async () => {
    const sent = await createAliyunSmsProvider(
      { accessKeyId: 'LTAI-test', accessKeySecret: 'the-secret', signName: '会堂', templates: {}, endpoint },
      { now: () => new Date('2026-11-26T08:00:00.123Z'), nonce: () => 'nonce-1' },
    ).send({
      mobile: '13800000001',
      template: 'promotion',
      providerCode: 'SMS_2000',
      params: { name: '李华' },
    });
    expect(sent.reply).toBe('OK 900619746936498440^0');
    const query = seen.at(-1)!;
    const params = Object.fromEntries([...query.entries()].filter(([key]) => key !== 'Signature'));
    expect(params).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000001',
      SignName: '会堂',
      TemplateCode: 'SMS_2000',
      TemplateParam: '{"name":"李华"}',
      Timestamp: '2026-11-26T08:00:00Z',
      SignatureNonce: 'nonce-1',
    });
    // The server's side, written from the documentation: recompute and compare.
    const canonical = Object.keys(params)
      .sort()
      .map((key) => `${popEncode(key)}=${popEncode(params[key]!)}`)
      .join('&');
    const expected = createHmac('sha1', 'the-secret&')
      .update(`GET&%2F&${popEncode(canonical)}`)
      .digest('base64');
    expect(query.get('Signature')).toBe(expected);
  });

  it('finds our own texts by name, and reports a refusal with Aliyun’s code and message', async () => {
    const provider = providerOf();
    await provider.send({ mobile: '13800000002', template: 'verification', params: { code: '123456' } });
    expect(seen.at(-1)!.get('TemplateCode')).toBe('SMS_100000001');
    await expect(
      provider.send({ mobile: '13900000000', template: 'verification', params: { code: '1' } }),
    ).rejects.toThrow(new TSmsRefusedError('isv.BUSINESS_LIMIT_CONTROL: 触发号码天级流控'));
    await expect(
      provider.send({ mobile: '13800000003', template: 'paperDecision', params: {} }),
    ).rejects.toThrow(/no Aliyun template code for "paperDecision"/);
  });
});
