import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('answers malformed JSON with 601, never a 500', async () => {
    const response = await t.raw({
      method: 'POST',
      url: '/apis/user/api/user/login/password',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: '{"mobile":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 601, msg: 'The request is not valid' });
  });

  it('refuses bodies over the size limit with 601', async () => {
    const response = await t.raw({
      method: 'POST',
      url: '/apis/user/api/user/login/password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: '13800000001', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.json()).toMatchObject({ code: 601, msg: '请求内容过大' });
  });

  it('answers 777 for an unknown API path', async () => {
    const response = await t.raw({ method: 'POST', url: '/apis/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 777 });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.raw({
      method: 'POST',
      url: '/apis/system/api/website/get',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('publishes an OpenAPI document with every call of the contract', async () => {
    const response = await t.raw({ method: 'GET', url: '/apis/openapi.json' });
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of Object.keys(calls)) expect(document.paths).toHaveProperty([`/apis${path}`]);
  });
});
