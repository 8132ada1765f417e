import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Someone registering with a code, as the register page sends it. */
const registerWith = async (referralCode: string) => {
  const mobile = uniqueMobile();
  await t.call('/user/api/user/send/code', { mobile });
  const reply = await t.call('/user/api/user/register', {
    mobile,
    code: await t.smsCode(mobile),
    password: 'secret12',
    repassword: 'secret12',
    referralCode,
  });
  expect(reply.code).toBe(200);
  return mobile;
};

const promoter = async () => {
  const { token } = await t.registerUser();
  const summary = await t.call('/user/auth/user/recommended/summary', {}, { token });
  return { token, code: summary.data.referralCode };
};

describe('recommended: the people I brought', () => {
  it('lists who registered with my code or a channel of mine, masked, and counts them', async () => {
    const me = await promoter();
    const channel = await t.call(
      '/user/auth/user/recommended/channel/save',
      { channelName: '微信群' },
      { token: me.token },
    );
    expect(channel).toMatchObject({ code: 200, data: { name: '微信群', registered: 0 } });
    expect(channel.data.code).toHaveLength(10);

    const direct = await registerWith(me.code);
    const viaChannel = await registerWith(channel.data.code);

    const list = await t.call('/user/auth/user/recommended/list', {}, { token: me.token });
    expect(list.data.totalCount).toBe(2);
    expect(list.data.list.map((person) => [person.mobile, person.channelName])).toEqual([
      [`${viaChannel.slice(0, 3)}****${viaChannel.slice(7)}`, '微信群'],
      [`${direct.slice(0, 3)}****${direct.slice(7)}`, ''],
    ]);
    const ownCode = await t.call('/user/auth/user/recommended/list', { channelId: 0 }, { token: me.token });
    expect(ownCode.data.list.map((person) => person.channelName)).toEqual(['']);
    const ofChannel = await t.call(
      '/user/auth/user/recommended/list',
      { channelId: channel.data.id },
      { token: me.token },
    );
    expect(ofChannel.data.list.map((person) => person.channelName)).toEqual(['微信群']);

    const summary = await t.call('/user/auth/user/recommended/summary', {}, { token: me.token });
    expect(summary.data).toMatchObject({ total: 2, recent: 2, channels: 1 });
    expect(summary.data.link).toMatch(new RegExp(`^https?://[^/]+/register\\?referralCode=${me.code}$`));
    const channels = await t.call('/user/auth/user/recommended/channel/list', {}, { token: me.token });
    expect(channels.data).toEqual([expect.objectContaining({ name: '微信群', registered: 1 })]);
  });

  it('greets a channel code on the register page with its owner', async () => {
    const me = await promoter();
    const channel = await t.call(
      '/user/auth/user/recommended/channel/save',
      { channelName: '海报' },
      { token: me.token },
    );
    const found = await t.call('/system/api/website/referral/code', { referralCode: channel.data.code });
    expect(found).toMatchObject({ code: 200, data: { referralCode: channel.data.code } });
    const qr = await t.raw({
      method: 'GET',
      url: `/apis/system/api/website/referral/qrcode?referralCode=${channel.data.code}`,
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    const unknown = await t.raw({
      method: 'GET',
      url: '/apis/system/api/website/referral/qrcode?referralCode=NOPE',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a login, and shows nobody another promoter brought', async () => {
    const signedOut = await t.call('/user/auth/user/recommended/list', {});
    expect(signedOut.code).toBe(301);
    const me = await promoter();
    await registerWith(me.code);
    const other = await promoter();
    const theirs = await t.call('/user/auth/user/recommended/list', {}, { token: other.token });
    expect(theirs.data.totalCount).toBe(0);
  });
});

describe('recommended: my channels', () => {
  it('renames and deletes only my own channel; the people it brought stay mine', async () => {
    const me = await promoter();
    const other = await promoter();
    const made = await t.call(
      '/user/auth/user/recommended/channel/save',
      { channelName: '公众号' },
      { token: me.token },
    );
    await registerWith(made.data.code);

    const renamedByOther = await t.call(
      '/user/auth/user/recommended/channel/save',
      { id: made.data.id, channelName: '抢走' },
      { token: other.token },
    );
    expect(renamedByOther.code).toBe(777);
    const deletedByOther = await t.call(
      '/user/auth/user/recommended/channel/delete',
      { id: made.data.id },
      { token: other.token },
    );
    expect(deletedByOther.code).toBe(777);

    const renamed = await t.call(
      '/user/auth/user/recommended/channel/save',
      { id: made.data.id, channelName: '公众号文章' },
      { token: me.token },
    );
    expect(renamed.data).toMatchObject({ name: '公众号文章', code: made.data.code, registered: 1 });

    const deleted = await t.call(
      '/user/auth/user/recommended/channel/delete',
      { id: made.data.id },
      { token: me.token },
    );
    expect(deleted.code).toBe(200);
    const list = await t.call('/user/auth/user/recommended/list', {}, { token: me.token });
    expect(list.data.list.map((person) => person.channelName)).toEqual(['']);
    const gone = await t.call('/system/api/website/referral/code', { referralCode: made.data.code });
    expect(gone.code).toBe(777);
  });

  it('refuses a second channel of the same name and an empty name, in the caller’s language', async () => {
    const me = await promoter();
    await t.call('/user/auth/user/recommended/channel/save', { channelName: 'Poster' }, { token: me.token });
    const twice = await t.call(
      '/user/auth/user/recommended/channel/save',
      { channelName: 'Poster' },
      { token: me.token, language: 'en' },
    );
    expect(twice).toMatchObject({ code: 602, msg: 'You already have a channel of this name' });
    const empty = await t.call(
      '/user/auth/user/recommended/channel/save',
      { channelName: '  ' },
      { token: me.token },
    );
    expect(empty).toMatchObject({ code: 601, msg: '请输入渠道名称' });
  });
});
