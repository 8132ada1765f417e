import type { FastifyRequest } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, type TCachedPage } from './page-cache.ts';
import { createSplicer, type TVisitor } from './shared-pages.ts';

const visit = (url: string, cookies: Record<string, string>): FastifyRequest =>
  ({
    method: 'GET',
    url,
    protocol: 'http',
    host: 'huitang.test',
    cookies,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' },
  }) as unknown as FastifyRequest;

const html = (body: string) =>
  new Response(`<html><head></head>${body}</html>`, { headers: { 'content-type': 'text/html' } });

describe('which signed-in visits may get a shared page', () => {
  it('takes the anonymous key for a token and neutral cookies, and nothing else', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    const anonymous = cache.keyOf(visit('/meeting', { locale: 'en' }), 'en');
    expect(cache.signedInKeyOf(visit('/meeting', { locale: 'en', RC_WEB_TOKEN: 't' }), 'en')).toBe(anonymous);
    expect(cache.signedInKeyOf(visit('/meeting', {}), 'zh')).toBeUndefined();
    // A notice waiting to be shown, an unknown cookie, the router's data and manifest requests.
    expect(
      cache.signedInKeyOf(visit('/meeting', { RC_WEB_TOKEN: 't', huitang_notice: 'x' }), 'zh'),
    ).toBeUndefined();
    expect(cache.signedInKeyOf(visit('/meeting', { RC_WEB_TOKEN: 't', other: '1' }), 'zh')).toBeUndefined();
    expect(cache.signedInKeyOf(visit('/meeting.data', { RC_WEB_TOKEN: 't' }), 'zh')).toBeUndefined();
    expect(cache.signedInKeyOf(visit('/__manifest?p=/', { RC_WEB_TOKEN: 't' }), 'zh')).toBeUndefined();
  });

  it('marks kept pages shared by their body, and goes straight to a whole render where nothing was kept', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10 });
    const signedIn = (url: string) => cache.signedInKeyOf(visit(url, { RC_WEB_TOKEN: 't' }), 'zh');
    const shared = await cache.finish(
      cache.begin(signedIn('/')!),
      html('<body data-shell="shared"></body>'),
      'n',
    );
    const personal = await cache.finish(cache.begin(signedIn('/lecturer')!), html('<body></body>'), 'n');
    expect([shared?.shared, personal?.shared]).toEqual([true, false]);

    const key = signedIn('/account/info')!;
    await cache.finish(cache.begin(key), new Response(null, { status: 302 }), 'n');
    expect(signedIn('/account/info')).toBeUndefined();
    // A change drops what was learnt with the pages.
    cache.clear();
    expect(signedIn('/account/info')).toBe(key);
  });
});

describe('splicing a visitor into a shared page', () => {
  const renderArea = (_locale: string, visitor: TVisitor) =>
    visitor.user
      ? `<div class="user">${visitor.user.nickname}${visitor.msgNum ? ` <b>${visitor.msgNum}</b>` : ''}</div>`
      : '<div class="guest"><a>登录</a></div>';
  const splice = createSplicer(renderArea);
  const page = (body: string) =>
    ({ html: Buffer.from(`<html><body data-shell="shared">${body}</body></html>`) }) as TCachedPage;
  const visitor = { user: { nickname: '张明</script><script>alert(1)' }, msgNum: 3 } as unknown as TVisitor;

  it('puts the visitor’s area where nobody’s was and the visitor where the browser reads it', () => {
    const out = splice(
      page('<header><div class="guest"><a>登录</a></div></header><main>会议</main>'),
      'zh',
      visitor,
      '/',
    );
    const text = out.toString();
    expect(text).toContain(
      '<header><div class="user">张明</script><script>alert(1) <b>3</b></div></header><main>会议</main>',
    );
    expect(text).not.toContain('class="guest"');
    const script = /<script type="application\/json" id="ht-visitor">(.*?)<\/script><\/body>/.exec(text);
    // The JSON cannot close its element, and reads back as the visitor.
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(visitor);
  });

  it('leaves a page without a visitor area as it is but for the visitor', () => {
    const text = splice(page('<main>会议</main>'), 'zh', visitor, '/').toString();
    expect(text).toMatch(
      /^<html><body data-shell="shared"><main>会议<\/main><script type="application\/json"/,
    );
  });

  it('renders a visitor’s area once, and again as soon as anything of the visitor changes', () => {
    let renders = 0;
    const counting = createSplicer((locale, who) => {
      renders += 1;
      return renderArea(locale, who);
    });
    const shared = page('<header><div class="guest"><a>登录</a></div></header>');
    const first = counting(shared, 'zh', visitor, '/');
    // Nobody's area to find it, then the visitor's; the query string does not change the area.
    expect(renders).toBe(2);
    expect(counting(shared, 'zh', visitor, '/?from=mail')).toEqual(first);
    expect(renders).toBe(2);
    const noticed = counting(shared, 'zh', { ...visitor, msgNum: 4 }, '/').toString();
    expect(renders).toBe(3);
    expect(noticed).toContain('<b>4</b></div></header>');
    expect(noticed).toContain('"msgNum":4');
  });

  it('sends a browser that takes gzip the same page, its kept parts compressed once', () => {
    const body = `<header><div class="guest"><a>登录</a></div></header><main>${'会议日程 '.repeat(5000)}</main>`;
    const shared = page(body);
    const plain = splice(shared, 'zh', visitor, '/');
    const gzipped = splice(shared, 'zh', visitor, '/', true);
    expect(gunzipSync(gzipped)).toEqual(plain);
    expect(gzipped.length).toBeLessThan(plain.length / 20);
    // Another visitor on the same kept page: the same parts, their own area and JSON.
    const other = { user: { nickname: 'Li Na' }, msgNum: 0 } as unknown as TVisitor;
    expect(gunzipSync(splice(shared, 'zh', other, '/', true))).toEqual(splice(shared, 'zh', other, '/'));
    // A page with no visitor area (a meeting's own pages have no site header): empty parts.
    const headerless = page('<main>会议</main>');
    expect(gunzipSync(splice(headerless, 'zh', visitor, '/', true))).toEqual(
      splice(headerless, 'zh', visitor, '/'),
    );
  });
});
