import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { notify } from '../platform/db/listen.ts';
import { MEETING_CHANNEL } from '../modules/meeting/meeting.service.ts';
import { createPageCache, type TPageCache } from './page-cache.ts';
import { changesPublicPages } from './page-changes.ts';

const NONCE = 'bm9uY2Utb2YtdGhlLXJlbmRlcg==';
const INLINE = 'window.__state = {"a":1};';
const html = `<html><head><script nonce="${NONCE}">${INLINE}</script><script nonce="${NONCE}" type="module" src="/assets/a.js"></script></head><body><p>页面</p></body></html>`;
const page = (init: ResponseInit = {}) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

const visit = (
  cookies: Record<string, string> = {},
  extra: Partial<{ method: string; ua: string; token: string }> = {},
): FastifyRequest =>
  ({
    method: extra.method ?? 'GET',
    url: '/meeting/detail/4?tab=agenda',
    protocol: 'http',
    host: 'huitang.test',
    cookies,
    headers: { 'user-agent': extra.ua ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', token: extra.token },
  }) as unknown as FastifyRequest;

const keep = async (cache: TPageCache, key: string, response = page()) =>
  cache.finish(cache.begin(key), response, NONCE);

describe('which visits share a page', () => {
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });

  it('keys anonymous GETs by address, language and device, and leaves personal ones out', () => {
    const key = cache.keyOf(visit(), 'zh');
    expect(key).toContain('http://huitang.test/meeting/detail/4?tab=agenda');
    expect(cache.keyOf(visit({ locale: 'en', huitang_return: '/x' }), 'en')).not.toBe(key);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(cache.keyOf(visit({}, { ua: phone }), 'zh')).not.toBe(key);
    // A signed-in visitor, a notice waiting to be shown, an unknown cookie, a header token, a form post.
    expect(cache.keyOf(visit({ RC_WEB_TOKEN: 'x' }), 'zh')).toBeUndefined();
    expect(cache.keyOf(visit({ huitang_notice: '已退出' }), 'zh')).toBeUndefined();
    expect(cache.keyOf(visit({ other: '1' }), 'zh')).toBeUndefined();
    expect(cache.keyOf(visit({}, { token: 'x' }), 'zh')).toBeUndefined();
    expect(cache.keyOf(visit({}, { method: 'POST' }), 'zh')).toBeUndefined();
  });
});

describe('a kept page', () => {
  it('allows its own inline scripts by hash and carries no nonce', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    const kept = await keep(cache, 'k');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(kept?.policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(kept?.html.toString()).not.toContain(NONCE);
    expect(kept?.html.toString()).toContain('<p>页面</p>');
    expect(await cache.find('k')).toBe(kept);
    const [br, again] = await Promise.all([cache.bytesOf(kept!, 'br'), cache.bytesOf(kept!, 'br')]);
    expect(br).toBe(again);
  });

  it('is never a redirect, an error, an answer that sets a cookie or one that says no-store', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    expect(await keep(cache, 'a', page({ status: 404 }))).toBeUndefined();
    expect(
      await keep(cache, 'b', page({ headers: { 'content-type': 'text/html', 'set-cookie': 'x=1' } })),
    ).toBeUndefined();
    expect(
      await keep(cache, 'c', new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBeUndefined();
    // A page whose address carries one person's key (an unsubscribe link) shows their own state.
    expect(
      await keep(cache, 'd', page({ headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } })),
    ).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('expires, and the oldest goes first when full', async () => {
    const cache = createPageCache({ ttlMs: 50, maxEntries: 2 });
    await keep(cache, 'a');
    await keep(cache, 'b');
    await keep(cache, 'c');
    expect(await cache.find('a')).toBeUndefined();
    expect(await cache.find('c')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.find('c')).toBeUndefined();
  });

  it('is rendered once for visitors arriving together, and not kept when something changed meanwhile', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    const render = cache.begin('k');
    const [waited, kept] = await Promise.all([cache.find('k'), cache.finish(render, page(), NONCE)]);
    expect(waited).toBe(kept);

    const stale = cache.begin('k2');
    cache.clear();
    expect(await cache.finish(stale, page(), NONCE)).toBeDefined();
    expect(await cache.find('k2')).toBeUndefined();
  });
});

describe('what drops the pages', () => {
  it('counts organisers’ and administrators’ writes, not reads or what visitors do for themselves', () => {
    expect(changesPublicPages('/meeting/auth/meeting/info/save')).toBe(true);
    expect(changesPublicPages('/user/auth/org/update')).toBe(true);
    expect(changesPublicPages('/admin/auth/site/save')).toBe(true);
    expect(changesPublicPages('/admin/auth/org/disable')).toBe(true);
    expect(changesPublicPages('/meeting/auth/meeting/session/save/reminder')).toBe(true);
    for (const path of [
      '/meeting/auth/enroll/submit',
      '/meeting/auth/order/pay',
      '/meeting/auth/meeting/follow',
      '/user/auth/msg/read',
      '/user/auth/user/ext/view',
      '/meeting/auth/meeting/register/list',
      // Reads the console's pages make on every render, though their names end like writes'.
      '/meeting/auth/meeting/register/sign/count',
      '/meeting/auth/meeting/sms/log/count',
      '/meeting/auth/meeting/session/get/reminder',
      '/meeting/api/meeting/info/view',
      '/exam/auth/attempt/start',
      '/exam/auth/attempt/answer',
      '/exam/auth/attempt/submit',
    ] as const) {
      expect(changesPublicPages(path), path).toBe(false);
    }
  });

  let t: TTestApp;
  let second: TTestApp;
  let organiser: string;
  beforeAll(async () => {
    t = await createTestApp();
    second = await t.another();
    organiser = await t.login('13800000007');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const eventually = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('drops them on this instance before the answer leaves, and on the others through NOTIFY', async () => {
    const here = t.app.pageCache!;
    const there = second.app.pageCache!;
    await Promise.all([keep(here, 'p'), keep(there, 'p')]);
    const visitor = await t.registerUser();
    const follow = await t.call(
      '/meeting/auth/meeting/follow/list',
      { page: 1, size: 10 },
      { token: visitor.token },
    );
    expect(follow.code).toBe(200);
    expect(here.size).toBe(1);

    const saved = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '页面缓存测试会议',
        startTime: '2027-05-10T09:00:00+08:00',
        endTime: '2027-05-11T17:00:00+08:00',
      },
      { token: organiser },
    );
    expect(saved.code).toBe(200);
    expect(here.size).toBe(0);
    expect(await eventually(() => there.size === 0)).toBe(true);

    // A meeting change announced by any part of the platform (a job, another instance's service).
    await keep(here, 'p');
    await notify(t.db, MEETING_CHANNEL, String(saved.data.id));
    expect(await eventually(() => here.size === 0)).toBe(true);
  });

  it('drops them once the site settings are reloaded, not before', async () => {
    const here = t.app.pageCache!;
    await keep(here, 's');
    await t.app.system.announceChange();
    expect(await eventually(() => here.size === 0)).toBe(true);
  });

  it('drops the public answers kept for signed-in pages with them', async () => {
    let asked = 0;
    const settings = () =>
      t.app.sharedReads.read('/system/api/website/get', {}, 'zh', async () => {
        asked++;
        return { ok: true, payload: '{}' };
      });
    await settings();
    await settings();
    expect(asked).toBe(1);
    await t.app.system.announceChange();
    expect(await eventually(() => (void settings(), asked === 2))).toBe(true);
    await notify(t.db, MEETING_CHANNEL, '1');
    expect(await eventually(() => (void settings(), asked === 3))).toBe(true);
  });

  it('keeps them when a write is refused', async () => {
    const here = t.app.pageCache!;
    // Notices of the tests before may still arrive (a settings reload answers its own notice too):
    // a kept page has to outlive a quiet moment before the refused write is judged.
    for (let tries = 0; tries < 10; tries++) {
      await keep(here, 'q');
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (here.size === 1) break;
    }
    expect(here.size).toBe(1);
    const refused = await t.call(
      '/meeting/auth/meeting/info/save',
      { meetingName: '' },
      { token: organiser },
    );
    expect(refused.code).toBe(601);
    expect(here.size).toBe(1);
    here.clear();
  });
});
