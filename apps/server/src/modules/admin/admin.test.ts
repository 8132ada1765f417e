import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSiteCollection, calls, type TCallPath } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
});
afterAll(() => t.close());

const adminPaths = Object.keys(calls).filter((path) => path.startsWith('/admin/')) as TCallPath[];

describe('platform administration', () => {
  it('refuses every admin call to anyone but an administrator (306), and to strangers (301)', async () => {
    const institution = await t.login('13800000003');
    for (const path of adminPaths) {
      expect((await t.call(path, {}, { token: institution })).code, path).toBe(306);
      expect((await t.call(path, {})).code, path).toBe(301);
    }
  });

  it('searches users, marks one recommended and disables another, ending their sessions', async () => {
    const { mobile, token } = await t.registerUser();
    const found = await t.call('/admin/auth/user/list', { keyword: mobile.slice(3) }, { token: admin });
    expect(found.data.list.map((u) => u.mobile)).toEqual([mobile]);
    const id = found.data.list[0]!.id;
    await t.call('/admin/auth/user/recommend', { id, value: true }, { token: admin });
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).data.isRecommended).toBe(true);
    await t.call('/admin/auth/user/disable', { id, value: true }, { token: admin });
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).code).toBe(301);
    const login = await t.call('/user/api/user/login/password', { mobile, password: 'secret12' });
    expect(login).toMatchObject({ code: 306, msg: '该账号已被禁用' });
    const me = (await t.call('/user/auth/user/ext/view', {}, { token: admin })).data.id;
    expect((await t.call('/admin/auth/user/disable', { id: me, value: true }, { token: admin })).code).toBe(
      602,
    );
  });

  it('lists institutions with their member counts', async () => {
    const orgs = await t.call('/admin/auth/org/list', { keyword: '华东' }, { token: admin });
    expect(orgs.data.list).toHaveLength(1);
    expect(orgs.data.list[0]).toMatchObject({ orgName: '华东医学教育中心', memberCount: 2 });
  });

  it('edits the site settings, and the public calls follow', async () => {
    const current = await t.call('/admin/auth/website/get', {}, { token: admin });
    const saved = await t.call(
      '/admin/auth/website/save',
      { zh: { ...current.data.zh, title: '会堂新版' }, en: { ...current.data.en, title: 'Huitang New' } },
      { token: admin },
    );
    expect(saved.data.zh.title).toBe('会堂新版');
    await expect.poll(async () => (await t.call('/system/api/website/get')).data.title).toBe('会堂新版');
    await expect
      .poll(async () => (await t.call('/system/api/website/get', {}, { language: 'en' })).data.title)
      .toBe('Huitang New');
  });

  it('lists the rows of every site collection', async () => {
    for (const collection of ZSiteCollection.options) {
      expect((await t.call('/admin/auth/site/list', { collection }, { token: admin })).code, collection).toBe(
        200,
      );
    }
  });

  it('adds, edits and deletes nav items, and checks footer articles belong to a group', async () => {
    const added = await t.call(
      '/admin/auth/site/save',
      { collection: 'navBar', item: { navTitle: '专题', navTitleEn: 'Topics', navUrl: '/topic', sort: 99 } },
      { token: admin },
    );
    const row = added.data.find((r) => r.navTitle === '专题')!;
    await expect
      .poll(async () =>
        (await t.call('/system/api/nav/bar/list', { platShow: 1 })).data.map((n) => n.navTitle),
      )
      .toContain('专题');
    await t.call(
      '/admin/auth/site/save',
      {
        collection: 'navBar',
        item: { id: row.id as number, navTitle: '专题活动', navUrl: '/topic', sort: 99 },
      },
      { token: admin },
    );
    const deleted = await t.call(
      '/admin/auth/site/delete',
      { collection: 'navBar', id: row.id as number },
      { token: admin },
    );
    expect(deleted.data.map((r) => r.navTitle)).not.toContain('专题活动');
    const orphan = await t.call(
      '/admin/auth/site/save',
      { collection: 'footerArticle', item: { groupId: 9999, navName: '孤儿', content: '<p>x</p>' } },
      { token: admin },
    );
    expect(orphan).toMatchObject({ code: 601, data: [{ field: 'groupId' }] });
    // A footer page saves (it once answered 500 on every save), its text cleaned; a text that shows
    // nothing once cleaned is refused.
    const groups = await t.call('/admin/auth/site/list', { collection: 'footerGroup' }, { token: admin });
    const page = { groupId: groups.data[0]!.id as number, navName: '隐私政策' };
    const saved = await t.call(
      '/admin/auth/site/save',
      { collection: 'footerArticle', item: { ...page, content: '<p>条款</p><script>x()</script>' } },
      { token: admin },
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data.find((r) => r.navName === '隐私政策')).toMatchObject({ content: '<p>条款</p>' });
    const blank = await t.call(
      '/admin/auth/site/save',
      { collection: 'footerArticle', item: { ...page, content: '<script>x()</script>' } },
      { token: admin },
    );
    expect(blank).toMatchObject({ code: 601, data: [{ field: 'item.content' }] });
    const missing = await t.call(
      '/admin/auth/site/delete',
      { collection: 'zone', id: 9999 },
      { token: admin },
    );
    expect(missing.code).toBe(777);
  });
});
