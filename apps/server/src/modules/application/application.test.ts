import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
});
afterAll(() => t.close());

const lecturerForm = (mobile: string) => ({
  name: '林医生',
  mobile,
  email: 'lin@example.cn',
  position: '主治医师',
  headImgUrl: '/uploads/demo/avatar-li.svg',
  introduction: '擅长心血管介入治疗。',
});
const orgForm = {
  orgName: '江南会议服务中心',
  shortName: '江南会务',
  licenseImg: '/uploads/demo/licence-a.svg',
  contactName: '吴女士',
  contactMobile: '13912345678',
  address: '江苏省南京市鼓楼区中山路 1 号',
  introduction: '区域性学术会议承办机构。',
  logo: '/uploads/demo/org-c-logo.svg',
};

describe('applying to publish', () => {
  it('names every missing field of the form', async () => {
    const { token } = await t.registerUser();
    const result = await t.call('/user/auth/apply/organization', { orgName: '' }, { token, language: 'en' });
    expect(result.code).toBe(601);
    const fields = (result.data as unknown as { field: string }[]).map((issue) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'orgName',
        'shortName',
        'licenseImg',
        'contactName',
        'contactMobile',
        'address',
        'introduction',
        'logo',
      ]),
    );
    const badEmail = await t.call(
      '/user/auth/apply/lecturer',
      { ...lecturerForm(uniqueMobile()), email: 'not-an-email' },
      { token },
    );
    expect(badEmail).toMatchObject({ code: 601, data: [{ field: 'email' }] });
  });

  it('keeps one open application per user, even when submissions race', async () => {
    const { mobile, token } = await t.registerUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('/user/auth/apply/lecturer', lecturerForm(mobile), { token })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 602).map((r) => r.msg)).toContain(
      '您已有一个待审核的申请，请等待审核结果',
    );
    const mine = await t.call('/user/auth/apply/mine', {}, { token });
    expect(mine.data).toMatchObject({ kind: 'lecturer', status: 0, form: { name: '林医生' } });
  });

  it('refuses users who already publish', async () => {
    const lecturer = await t.login('13800000002');
    const result = await t.call('/user/auth/apply/organization', orgForm, { token: lecturer });
    expect(result).toMatchObject({ code: 602, msg: '您已是讲师或机构成员，无需再次申请' });
  });
});

describe('platform review', () => {
  it('approving a lecturer makes the user type 2 with a public profile and a message', async () => {
    const { mobile, token } = await t.registerUser();
    const applied = await t.call('/user/auth/apply/lecturer', lecturerForm(mobile), { token });
    const approved = await t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin });
    expect(approved).toMatchObject({ code: 200, msg: '审核通过' });
    const me = await t.call('/user/auth/user/ext/view', {}, { token });
    expect(me.data.userType).toBe(2);
    const profile = await t.call('/user/api/lecturer/view', { id: me.data.id });
    expect(profile.data).toMatchObject({ name: '林医生', position: '主治医师' });
    const messages = await t.call('/user/auth/msg/list', {}, { token, language: 'en' });
    expect(messages.data.list[0]?.title).toBe('Your lecturer application is approved');
    const again = await t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin });
    expect(again).toMatchObject({ code: 602, msg: '该申请已审核' });
  });

  it('approving an institution creates it with the applicant as owner, in one go', async () => {
    const { token } = await t.registerUser();
    const applied = await t.call('/user/auth/apply/organization', orgForm, { token });
    await t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin });
    const mine = await t.call('/user/auth/org/mine', {}, { token });
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      orgName: '江南会议服务中心',
      role: 'owner',
      orgNo: expect.stringMatching(/^O\d+$/) as string,
    });
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).data.userType).toBe(3);
    const publicInfo = await t.call('/user/api/org/info', { id: mine.data[0]!.id });
    expect(publicInfo.data).toMatchObject({ orgName: '江南会议服务中心', logo: orgForm.logo });
    const devise = await t.call('/user/api/org/page/devise', { orgNo: publicInfo.data.orgNo });
    expect(JSON.parse(devise.data.pageComponent)).toMatchObject({ orgLogo: orgForm.logo, aboutUs: '' });
  });

  it('approves exactly once when two administrators click together', async () => {
    const { token } = await t.registerUser();
    const applied = await t.call(
      '/user/auth/apply/organization',
      { ...orgForm, orgName: '并发测试机构' },
      { token },
    );
    const results = await Promise.all([
      t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin }),
      t.call('/admin/auth/apply/approve', { id: applied.data.id }, { token: admin }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 602]);
    expect((await t.call('/user/auth/org/mine', {}, { token })).data).toHaveLength(1);
  });

  it('a rejection shows its reason on the application and in the messages, and allows a new one', async () => {
    const { mobile, token } = await t.registerUser();
    const applied = await t.call('/user/auth/apply/lecturer', lecturerForm(mobile), { token });
    const empty = await t.call(
      '/admin/auth/apply/reject',
      { id: applied.data.id, reason: '' },
      { token: admin },
    );
    expect(empty).toMatchObject({ code: 601, data: [{ field: 'reason' }] });
    await t.call('/admin/auth/apply/reject', { id: applied.data.id, reason: '头像不清晰' }, { token: admin });
    const mine = await t.call('/user/auth/apply/mine', {}, { token });
    expect(mine.data).toMatchObject({ status: 2, rejectReason: '头像不清晰' });
    const messages = await t.call('/user/auth/msg/list', {}, { token });
    expect(messages.data.list[0]?.content).toContain('头像不清晰');
    expect((await t.call('/user/auth/user/ext/view', {}, { token })).data.userType).toBe(1);
    expect((await t.call('/user/auth/apply/lecturer', lecturerForm(mobile), { token })).code).toBe(200);
  });

  it('lists applications for the administrator, filtered by status', async () => {
    const pending = await t.call('/admin/auth/apply/list', { status: 0 }, { token: admin });
    expect(pending.data.list.length).toBeGreaterThan(0);
    expect(pending.data.list.every((a) => a.status === 0)).toBe(true);
    expect(pending.data.list.map((a) => a.form.orgName)).toContain('星辰会展服务有限公司');
  });
});
