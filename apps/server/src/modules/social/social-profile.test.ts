import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';
import { createSecretBox, loadSecretsKey } from '../../platform/crypto/secret-box.ts';
import { socialSteps } from '../../../test/fixtures/social-fixture.ts';

/** A bound WeChat kept as WeChat shows it: later sign-ins, renewed tokens, and unbinding safely. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { newWechatUser, start, consentAndReturn, freshCode, signUpWithWechat } = socialSteps(() => t);
const AVATAR = 'https://thirdwx.qlogo.cn/mmopen/vi_32/Q0j4TwGTfTK/132';

const binding = async (token: string) =>
  (await t.call('/user/auth/user/social/is/binding', {}, { token })).data;

/** The person changes their nickname and avatar on WeChat (they consent once, and go no further). */
const changeProfileOnWechat = async (person: string, profileNickname: string, profileAvatar: string) => {
  const attempt = await start();
  const consent = await t.call('/user/api/social/sandbox/consent', {
    appid: attempt.link.searchParams.get('appid')!,
    redirectUri: attempt.link.searchParams.get('redirect_uri')!,
    state: attempt.state,
    nickname: person,
    allow: true,
    profileNickname,
    profileAvatar,
  });
  expect(consent.code).toBe(200);
};

/** Rewrites the stored tokens of the user's WeChat as if time had passed: `change` edits them. */
const ageStoredTokens = async (userId: number, change: (tokens: { a: string; r: string }) => object) => {
  const box = createSecretBox(await loadSecretsKey(undefined, t.dataDir));
  const rows = await t.db.execute<{ id: number; tokens_sealed: string }>(
    `select id, tokens_sealed from user_socials where user_id = ${userId}`,
  );
  const row = rows.rows[0]!;
  expect(row.tokens_sealed).not.toBe('');
  const sealed = box.seal(
    JSON.stringify(change(JSON.parse(box.open(row.tokens_sealed)) as { a: string; r: string })),
  );
  await t.db.execute(
    `update user_socials set tokens_sealed = '${sealed}', token_expires_at = now() - interval '1 minute',
       profile_at = now() - interval '2 hours' where id = ${row.id}`,
  );
};

describe('a bound WeChat', () => {
  it("takes WeChat's new nickname and avatar when its person signs in again", async () => {
    const person = newWechatUser();
    const first = await signUpWithWechat(person, uniqueMobile());
    expect(await binding(first.data.token)).toMatchObject({ nickname: person, headImgUrl: '' });

    const again = await consentAndReturn(await start({ returnTo: '/live' }), person, {
      profile: { profileNickname: '心内科王医生', profileAvatar: AVATAR },
    });
    expect(again.location).toBe('/live');
    expect(await binding(again.token!)).toMatchObject({
      bound: true,
      nickname: '心内科王医生',
      headImgUrl: AVATAR,
    });
    // The account's own nickname is the person's choice (/account/info): WeChat does not overwrite it.
    expect((await t.call('/user/auth/user/ext/view', {}, { token: again.token! })).data.nickname).toBe(
      person,
    );
  });

  it('renews an expired access token with the refresh token before reading the profile again', async () => {
    const person = newWechatUser();
    const { data } = await signUpWithWechat(person, uniqueMobile());
    const me = await t.call('/user/auth/user/ext/view', {}, { token: data.token });
    await changeProfileOnWechat(person, '改名后的我', AVATAR);
    // The access token has expired (and WeChat would refuse it): only a renewed one reads the profile.
    await ageStoredTokens(me.data.id, ({ r }) => ({ a: 'expired-access-token', r }));
    expect(await binding(data.token)).toMatchObject({ nickname: '改名后的我', headImgUrl: AVATAR });
    const renewed = await t.db.execute<{ later: boolean }>(
      `select token_expires_at > now() + interval '1 hour' as later from user_socials where user_id = ${me.data.id}`,
    );
    expect(renewed.rows[0]!.later).toBe(true);

    // A refresh token WeChat refuses too (past its 30 days): the page still shows the stored profile.
    await changeProfileOnWechat(person, '再次改名', '');
    await ageStoredTokens(me.data.id, () => ({ a: 'expired', r: 'expired-refresh-token' }));
    const kept = await t.call('/user/auth/user/social/is/binding', {}, { token: data.token });
    expect(kept).toMatchObject({ code: 200, data: { bound: true, nickname: '改名后的我' } });
  });

  it('unbinding never removes the last way to sign in: the proven mobile stays', async () => {
    // An account WeChat made: its password is random, so WeChat and the mobile are its ways in.
    const person = newWechatUser();
    const mobile = uniqueMobile();
    const made = await signUpWithWechat(person, mobile);
    expect(made.data.created).toBe(true);
    const me = await t.call('/user/auth/user/ext/view', {}, { token: made.data.token });
    expect(me.data.mobile).toBe(mobile);

    const unbound = await t.call('/user/auth/user/social/unbind', {}, { token: made.data.token });
    expect(unbound).toMatchObject({ code: 200, msg: '已解除微信绑定' });
    // The mobile signs the same account in by SMS code.
    const byCode = await t.call('/user/api/user/login/code', { mobile, code: await freshCode(mobile) });
    expect(byCode.code).toBe(200);
    const same = await t.call('/user/auth/user/ext/view', {}, { token: byCode.data.token });
    expect(same.data.id).toBe(me.data.id);
    // And the WeChat signs nobody in now: it asks for a mobile again.
    expect((await consentAndReturn(await start(), person)).location).toBe('/bind');
    // No account can be left with WeChat only: every account keeps a mobile (decision 040).
    await expect(t.db.execute(`update users set mobile = null where id = ${me.data.id}`)).rejects.toThrow();
  });
});
