import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { baseUrl } from '../support/browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let token = '';
const call = async <T>(path: string, body: object): Promise<T> => {
  const response = await fetch(`${baseUrl()}/apis${path}`, {
    method: 'POST',
    // As the h5 client: its session stands beside the browser session another journey opens for
    // the same administrator, instead of ending it.
    headers: { 'content-type': 'application/json', client: 'h5', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

type TSiteSettings = { zh: Record<string, unknown>; en: Record<string, unknown> };
let original: TSiteSettings;

beforeAll(async () => {
  ({ token } = await call<{ token: string }>('/user/api/user/login/password', {
    mobile: '13800000000',
    password: DEMO_PASSWORD,
  }));
  original = await call<TSiteSettings>('/admin/auth/website/get', {});
  await call('/admin/auth/website/save', { ...original, zh: { ...original.zh, h5Domain: 'm.huitang.test' } });
  // Settings reach the public cache through a notification, a moment after the save.
  const deadline = Date.now() + 10_000;
  while ((await call<{ h5Domain: string }>('/system/api/website/get', {})).h5Domain !== 'm.huitang.test') {
    if (Date.now() > deadline) throw new Error('the h5 domain never reached the public settings');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await call('/admin/auth/website/save', original);
});

const visitAsPhone = (path: string) =>
  fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': IPHONE }, redirect: 'manual' });

test('a phone is sent to the h5 site', async () => {
  const response = await visitAsPhone('/terrace/1');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('https://m.huitang.test/');
});

test('the keynoter path travels to the h5 site as uri', async () => {
  const response = await visitAsPhone('/meeting/keynoter?id=3');
  expect(response.status).toBe(302);
  const target = new URL(response.headers.get('location') ?? '');
  expect(target.host).toBe('m.huitang.test');
  expect(target.searchParams.get('uri')).toBe('/meeting/keynoter?id=3');
});

test('a desktop browser stays', async () => {
  const response = await fetch(`${baseUrl()}/terrace/1`, { redirect: 'manual' });
  expect(response.status).toBe(200);
});
