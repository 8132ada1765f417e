import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let ownerA: string; // 13800000003 owns 华东医学教育中心
let adminA: string; // 13800000007 is its admin
let ownerB: string; // 13800000004 owns 未来科技研究院
let orgA: number;
let orgB: number;
beforeAll(async () => {
  t = await createTestApp();
  [ownerA, adminA, ownerB] = await Promise.all([
    t.login('13800000003'),
    t.login('13800000007'),
    t.login('13800000004'),
  ]);
  orgA = (await t.call('/user/auth/org/mine', {}, { token: ownerA })).data[0]!.id;
  orgB = (await t.call('/user/auth/org/mine', {}, { token: ownerB })).data[0]!.id;
});
afterAll(() => t.close());

const orgInfo = (orgId: number) => ({
  orgId,
  orgName: '华东医学教育中心',
  shortName: '华东医教',
  logo: '/uploads/demo/org-a-logo.svg',
  introduction: '更新后的简介',
  address: '上海市徐汇区枫林路 180 号',
  contactName: '王主任',
  contactMobile: '13800000003',
});

describe('organisation scoping', () => {
  it('refuses a member of one institution everything of another (306)', async () => {
    const calls = [
      t.call('/user/auth/org/view', { orgId: orgA }, { token: ownerB }),
      t.call('/user/auth/org/update', orgInfo(orgA), { token: ownerB }),
      t.call('/user/auth/org/page/get', { orgId: orgA }, { token: ownerB }),
      t.call('/user/auth/org/page/save', { orgId: orgA, aboutUs: 'x' }, { token: ownerB }),
      t.call('/user/auth/org/pay/get', { orgId: orgA }, { token: ownerB }),
      t.call('/user/auth/org/member/list', { orgId: orgA }, { token: ownerB }),
      t.call(
        '/user/auth/org/member/add',
        { orgId: orgA, mobile: '13800000001', role: 'member' },
        { token: ownerB },
      ),
    ];
    for (const result of await Promise.all(calls)) expect(result).toMatchObject({ code: 306, status: 403 });
    expect((await t.call('/user/auth/org/view', { orgId: orgB }, { token: ownerB })).data.orgName).toBe(
      '未来科技研究院',
    );
  });

  it('lets an admin edit the profile and the site, but keeps payment settings for owners', async () => {
    const updated = await t.call('/user/auth/org/update', orgInfo(orgA), { token: adminA });
    expect(updated).toMatchObject({ code: 200, data: { introduction: '更新后的简介', role: 'admin' } });
    expect((await t.call('/user/auth/org/pay/get', { orgId: orgA }, { token: adminA })).code).toBe(306);
    expect((await t.call('/user/auth/org/pay/get', { orgId: orgA }, { token: ownerA })).code).toBe(200);
  });
});

describe('official-site settings', () => {
  it('stores the pageComponent, sanitising the about-us rich text', async () => {
    const saved = await t.call(
      '/user/auth/org/page/save',
      {
        orgId: orgA,
        orgLogo: '/uploads/demo/org-a-logo.svg',
        orgActiveLogo: '/uploads/demo/org-a-logo-white.svg',
        aboutUs: '<p onclick="steal()">我们是谁</p><script>alert(1)</script><img src="javascript:alert(1)">',
        customerServiceInfo: '客服：021-1234',
        copyright: '© 2026',
        QRcode: '',
        sections: { meeting: true, live: false, vod: true },
      },
      { token: adminA },
    );
    expect(saved.code).toBe(200);
    expect(saved.data.aboutUs).toBe('<p>我们是谁</p><img />');
    const stored = await t.call('/user/auth/org/page/get', { orgId: orgA }, { token: adminA });
    expect(stored.data).toEqual(saved.data);
    const info = await t.call('/user/api/org/info', { id: orgA });
    const devise = await t.call('/user/api/org/page/devise', { orgNo: info.data.orgNo });
    expect(JSON.parse(devise.data.pageComponent)).toMatchObject({
      sections: { live: false },
      customerServiceInfo: '客服：021-1234',
    });
    const badLogo = await t.call(
      '/user/auth/org/page/save',
      { orgId: orgA, orgLogo: 'javascript:alert(1)' },
      { token: adminA },
    );
    expect(badLogo).toMatchObject({ code: 601, data: [{ field: 'orgLogo' }] });
  });

  it('applies a gallery layout for owners and admins only, and the settings page keeps it', async () => {
    const apply = (orgId: number, template: string, token: string) =>
      t.call('/user/auth/org/page/template', { orgId, template }, { token });
    const applied = await apply(orgA, 'conference', adminA);
    expect(applied.code, applied.msg).toBe(200);
    expect(applied.data.template).toBe('conference');
    // The rest of the settings are untouched.
    const before = await t.call('/user/auth/org/page/get', { orgId: orgA }, { token: ownerA });
    expect(before.data).toMatchObject({ template: 'conference', customerServiceInfo: '客服：021-1234' });
    // Saving the organisation centre's settings, which have no layout field, keeps the layout.
    const { template: _, ...settings } = before.data;
    await t.call(
      '/user/auth/org/page/save',
      { ...settings, orgId: orgA, copyright: '© 2027' },
      { token: ownerA },
    );
    const info = await t.call('/user/api/org/info', { id: orgA });
    const devise = await t.call('/user/api/org/page/devise', { orgNo: info.data.orgNo });
    expect(JSON.parse(devise.data.pageComponent)).toMatchObject({
      template: 'conference',
      copyright: '© 2027',
    });
    // Another institution's owner, a plain member and a made-up layout are refused.
    expect((await apply(orgA, 'academy', ownerB)).code).toBe(306);
    const member = await t.registerUser();
    await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile: member.mobile, role: 'member' },
      { token: ownerA },
    );
    expect((await apply(orgA, 'academy', member.token)).code).toBe(306);
    expect(await apply(orgA, 'magazine', ownerA)).toMatchObject({ code: 601, data: [{ field: 'template' }] });
    expect((await t.call('/user/auth/org/page/get', { orgId: orgA }, { token: ownerA })).data.template).toBe(
      'conference',
    );
  });
});

describe('payment settings', () => {
  it('seals secrets at rest and only ever shows their last characters', async () => {
    const privateKey = '-----BEGIN PRIVATE KEY-----MIIEvQIBADANBgkqhkiG9w0BAQEFAASC-----END PRIVATE KEY-----';
    const body = {
      orgId: orgA,
      alipayEnabled: true,
      alipayAppId: '2021000123456789',
      alipayPublicKey: 'MIIBIjANBgkq',
      alipayPrivateKey: privateKey,
      wechatEnabled: false,
      wechatMchId: '',
      wechatAppId: '',
      wechatSerialNo: '',
    };
    const saved = await t.call('/user/auth/org/pay/save', body, { token: ownerA });
    expect(saved.data).toMatchObject({
      alipayEnabled: true,
      alipayPrivateKeyHint: '••••••AASC',
      wechatApiV3KeyHint: '',
    });
    expect(JSON.stringify(saved.data)).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
    const stored = await t.db.execute<{ sealed: string }>(
      sql`select alipay_private_key_sealed as sealed from org_pay_configs where org_id = ${orgA}`,
    );
    expect(stored.rows[0]?.sealed).toMatch(/^v1:/);
    expect(stored.rows[0]?.sealed).not.toContain('PRIVATE');
    // Saving again without the secret keeps it.
    const kept = await t.call(
      '/user/auth/org/pay/save',
      { ...body, alipayPrivateKey: '' },
      { token: ownerA },
    );
    expect(kept.data.alipayPrivateKeyHint).toBe('••••••AASC');
  });
});

describe('members', () => {
  it('adds an ordinary user by mobile as a member, who becomes type 3, and removes them again', async () => {
    const { mobile, token } = await t.registerUser();
    const added = await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile, role: 'member' },
      { token: adminA },
    );
    expect(added.data.map((m) => m.mobile)).toContain(mobile);
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).data.userType).toBe(3);
    expect((await t.call('/user/auth/org/view', { orgId: orgA }, { token })).data.role).toBe('member');
    expect((await t.call('/user/auth/org/update', orgInfo(orgA), { token })).code).toBe(306);
    const userId = added.data.find((m) => m.mobile === mobile)!.userId;
    const promoted = await t.call(
      '/user/auth/org/member/role',
      { orgId: orgA, userId, role: 'admin' },
      { token: ownerA },
    );
    expect(promoted.data.find((m) => m.userId === userId)?.role).toBe('admin');
    const removed = await t.call('/user/auth/org/member/remove', { orgId: orgA, userId }, { token: adminA });
    expect(removed.data.map((m) => m.mobile)).not.toContain(mobile);
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).data.userType).toBe(1);
  });

  it('refuses lecturers, other institutions’ members, unknown mobiles and duplicates', async () => {
    const lecturer = await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile: '13800000002', role: 'member' },
      { token: ownerA },
    );
    expect(lecturer).toMatchObject({ code: 602, msg: '该用户已是讲师或其他机构的成员' });
    const otherOrg = await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile: '13800000004', role: 'member' },
      { token: ownerA },
    );
    expect(otherOrg.code).toBe(602);
    const unknown = await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile: '13911110000', role: 'member' },
      { token: ownerA },
    );
    expect(unknown).toMatchObject({ code: 601, data: [{ field: 'mobile' }] });
    const existing = await t.call(
      '/user/auth/org/member/add',
      { orgId: orgA, mobile: '13800000007', role: 'member' },
      { token: ownerA },
    );
    expect(existing).toMatchObject({ code: 602, msg: '该用户已是本机构成员' });
  });

  it('keeps at least one owner, and admins cannot hand out ownership', async () => {
    const members = await t.call('/user/auth/org/member/list', { orgId: orgB }, { token: ownerB });
    const owner = members.data.find((m) => m.role === 'owner')!;
    const demote = await t.call(
      '/user/auth/org/member/role',
      { orgId: orgB, userId: owner.userId, role: 'member' },
      { token: ownerB },
    );
    expect(demote).toMatchObject({ code: 602, msg: '机构至少需要保留一位所有者' });
    const adminMembers = await t.call('/user/auth/org/member/list', { orgId: orgA }, { token: adminA });
    const self = adminMembers.data.find((m) => m.role === 'admin')!;
    const promote = await t.call(
      '/user/auth/org/member/role',
      { orgId: orgA, userId: self.userId, role: 'owner' },
      { token: adminA },
    );
    expect(promote.code).toBe(306);
  });
});

describe('public site', () => {
  it('hides a disabled institution', async () => {
    const admin = await t.login('13800000000');
    await t.call('/admin/auth/org/disable', { id: orgB, value: true }, { token: admin });
    expect((await t.call('/user/api/org/info', { id: orgB })).code).toBe(777);
    expect((await t.call('/user/auth/org/page/save', { orgId: orgB }, { token: ownerB })).code).toBe(306);
    await t.call('/admin/auth/org/disable', { id: orgB, value: false }, { token: admin });
    expect((await t.call('/user/api/org/info', { id: orgB })).code).toBe(200);
  });

  it('lists lecturers and finds them by keyword', async () => {
    const all = await t.call('/user/api/lecturer/list', {});
    expect(all.data.list.map((l) => l.name)).toEqual(expect.arrayContaining(['李明华', '周晓雯']));
    const found = await t.call('/user/api/lecturer/list', { keyword: '副教授' });
    expect(found.data.list.map((l) => l.name)).toEqual(['周晓雯']);
    expect((await t.call('/user/api/lecturer/list', { keyword: '%' })).data.totalCount).toBe(0);
  });

  it('lets only a lecturer edit a lecturer profile', async () => {
    const lecturer = await t.login('13800000002');
    const own = await t.call('/user/auth/lecturer/profile/get', {}, { token: lecturer });
    expect(own.data).toMatchObject({ name: '李明华' });
    const saved = await t.call(
      '/user/auth/lecturer/profile/save',
      { ...own.data!, position: '教授' },
      { token: lecturer },
    );
    expect(saved.data.position).toBe('教授');
    expect((await t.call('/user/auth/lecturer/profile/get', {}, { token: ownerA })).code).toBe(306);
  });
});

describe('the directory (/organization)', () => {
  it('lists enabled organisations by name and category with what they have on show', async () => {
    const all = await t.call('/user/api/org/list', { pageSize: 50 });
    const east = all.data.list.find((card) => card.id === orgA)!;
    expect(east).toMatchObject({ orgName: '华东医学教育中心', category: 'society' });
    expect(east.meetingCount).toBeGreaterThan(0);
    // Those with the most on show come first.
    const totals = all.data.list.map((card) => card.meetingCount + card.courseCount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const byName = await t.call('/user/api/org/list', { keyword: '未来' });
    expect(byName.data.list.map((card) => card.id)).toEqual([orgB]);
    const byShortName = await t.call('/user/api/org/list', { keyword: '华东医教' });
    expect(byShortName.data.list.map((card) => card.id)).toEqual([orgA]);
    const byCategory = await t.call('/user/api/org/list', { category: 'university' });
    expect(byCategory.data.list.map((card) => card.id)).toEqual([orgB]);
    expect((await t.call('/user/api/org/list', { category: 'bank' })).code).toBe(601);

    // The owner files the institution under another category from the organisation centre.
    const moved = await t.call(
      '/user/auth/org/update',
      { ...orgInfo(orgA), category: 'hospital' },
      { token: ownerA },
    );
    expect(moved.data.category).toBe('hospital');
    expect(
      (await t.call('/user/api/org/list', { category: 'hospital' })).data.list.map((card) => card.id),
    ).toEqual([orgA]);
    expect(
      (await t.call('/user/auth/org/update', { ...orgInfo(orgA), category: 'x' }, { token: ownerA })).code,
    ).toBe(601);

    // A disabled organisation never appears.
    const admin = await t.login('13800000000');
    await t.call('/admin/auth/org/disable', { id: orgB, value: true }, { token: admin });
    const after = await t.call('/user/api/org/list', { pageSize: 50 });
    expect(after.data.list.map((card) => card.id)).not.toContain(orgB);
    await t.call('/admin/auth/org/disable', { id: orgB, value: false }, { token: admin });
  });
});
