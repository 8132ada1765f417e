import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../../test/harness.ts';
import { sessionAt } from '../../../../test/fixtures/session-fixture.ts';

/** Certified guests (/account/guest): claiming by an SMS code, one profile shown by every meeting. */
let t: TTestApp;
let organiser: string; // 13800000007, admin of the institution running the demo congress
let meetingId: number;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
  const listed = await t.call('/meeting/api/meeting/info/list', { pageCurrent: 1, pageSize: 20 });
  meetingId = listed.data.list.find((m) => m.meetingName === '2026 华东心血管病学术年会')!.id;
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
/** An organiser's guest entry for this mobile; answers its id. */
const listGuest = async (name: string, mobile: string, extra: Record<string, unknown> = {}) => {
  const saved = await t.call(
    '/meeting/auth/meeting/guest/save',
    { meetingId, name, title: '主任医师', organization: '会议登记的单位', mobile, ...extra },
    as(organiser),
  );
  expect(saved.code, saved.msg).toBe(200);
  return saved.data.find((guest) => guest.name === name)!.id;
};
const publicGuest = async (id: number, language: 'zh' | 'en' = 'zh') => {
  const reply = await t.call('/meeting/api/meeting/guest/list', { meetingId }, { language });
  return reply.data.find((guest) => guest.id === id)!;
};
const claim = async (token: string, mobile: string, code?: string) =>
  t.call(
    '/meeting/auth/guest/info/list/check',
    { mobile, code: code ?? (await sendCode(mobile)) },
    as(token),
  );
const sendCode = async (mobile: string) => {
  await t.call('/user/api/user/send/code', { mobile });
  return t.smsCode(mobile);
};

describe('certified guests', () => {
  it('claims the entries made for a proven mobile, starts a profile from them and lists the talks', async () => {
    // Organisers often have a guest's work number, not the one the account was opened with.
    const person = { ...(await t.registerUser()), work: uniqueMobile() };
    const guestId = await listGuest('林晓', person.work);
    const places = await t.call('/meeting/auth/meeting/place/list', { meetingId }, as(organiser));
    const { id: sessionId } = await sessionAt(t, organiser, meetingId, {
      minutes: 600,
      title: '心衰专场',
      placeId: places.data[0]!.id,
    });
    await t.call(
      '/meeting/auth/meeting/session/schedule/save',
      {
        meetingId,
        sessionId,
        startTime: '09:00',
        endTime: '09:30',
        title: '射血分数保留的心衰',
        guestIds: [guestId],
      },
      as(organiser),
    );
    const claimed = await claim(person.token, person.work);
    expect(claimed.code, claimed.msg).toBe(200);
    expect(claimed.data.profile).toMatchObject({ name: '林晓', organization: '会议登记的单位' });
    const entry = claimed.data.entries.find((one) => one.guestId === guestId)!;
    expect(entry).toMatchObject({ meetingName: '2026 华东心血管病学术年会', keepOwnText: false });
    expect(entry.talks).toEqual([
      expect.objectContaining({ title: '射血分数保留的心衰', session: '心衰专场', startTime: '09:00' }),
    ]);
    // The organiser's list says the entry is certified, and never who holds it.
    const console = await t.call('/meeting/auth/meeting/guest/list', { meetingId }, as(organiser));
    expect(console.data.find((guest) => guest.id === guestId)).toMatchObject({ certified: true });
    // The meeting's creator is told, in their messages, in both languages.
    const creator = await t.db.execute<{ mobile: string }>(
      sql`select u.mobile from meetings m join users u on u.id = m.creator_id where m.id = ${meetingId}`,
    );
    const creatorToken = await t.login(creator.rows[0]!.mobile);
    const inbox = async (language: 'zh' | 'en') =>
      (
        await t.call(
          '/user/auth/msg/list',
          { pageCurrent: 1, pageSize: 20 },
          { token: creatorToken, language },
        )
      ).data.list;
    expect((await inbox('zh')).find((msg) => msg.content.includes('「林晓」'))).toMatchObject({
      title: '嘉宾已认证',
      content: expect.stringContaining('2026 华东心血管病学术年会') as string,
    });
    expect((await inbox('en')).some((msg) => msg.title === 'A guest is certified')).toBe(true);

    // The person keeps one profile; the meeting shows it, in both languages.
    const edited = await t.call(
      '/meeting/auth/guest/info/edit',
      {
        name: '林晓',
        nameEn: 'Lin Xiao',
        title: '教授',
        titleEn: 'Professor',
        organization: '复旦大学附属中山医院',
        organizationEn: 'Zhongshan Hospital, Fudan University',
        photo: '',
        introduction: '心力衰竭诊治。',
        introductionEn: 'Heart failure care.',
      },
      as(person.token),
    );
    expect(edited.code, edited.msg).toBe(200);
    expect(await publicGuest(guestId)).toMatchObject({ title: '教授', organization: '复旦大学附属中山医院' });
    expect(await publicGuest(guestId, 'en')).toMatchObject({ name: 'Lin Xiao', title: 'Professor' });
    expect(JSON.stringify(await publicGuest(guestId))).not.toContain(person.work);

    // The organiser may keep this meeting's own texts.
    await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId, id: guestId, name: '林晓', title: '主任医师', mobile: person.work, keepOwnText: true },
      as(organiser),
    );
    expect(await publicGuest(guestId)).toMatchObject({ title: '主任医师' });
    const mine = await t.call('/meeting/auth/guest/info/list', {}, as(person.token));
    expect(mine.data.entries.find((one) => one.guestId === guestId)).toMatchObject({ keepOwnText: true });
  });

  it('lets only the owner of the mobile claim: a wrong code is refused, and a claimed entry stays claimed', async () => {
    const owner = await t.registerUser();
    const other = await t.registerUser();
    const phone = uniqueMobile();
    await listGuest('赵一鸣', phone);
    // The other person cannot read the code sent to the guest's phone: a guess is refused.
    const sent = await sendCode(phone);
    const guess = sent === '000000' ? '000001' : '000000';
    expect(await claim(other.token, phone, guess)).toMatchObject({ code: 601, data: [{ field: 'code' }] });
    expect((await claim(owner.token, phone, sent)).code).toBe(200);
    // Even holding the number's next code (a number passed on), entries an account holds stay there.
    await t.db.execute(
      sql`update sms_codes set created_at = created_at - interval '2 minutes' where mobile = ${phone}`,
    );
    const again = await claim(other.token, phone);
    expect(again.code, again.msg).toBe(602);
    expect((await t.call('/meeting/auth/guest/info/list', {}, as(other.token))).data.entries).toEqual([]);
    // A number no meeting lists says so.
    expect((await claim(other.token, uniqueMobile())).code).toBe(602);
  });

  it('gives an entry back when the organiser changes its mobile, refuses bad input and strangers', async () => {
    const person = await t.registerUser();
    const phone = uniqueMobile();
    const guestId = await listGuest('钱多多', phone);
    expect((await claim(person.token, phone)).code).toBe(200);
    await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId, id: guestId, name: '钱多多', mobile: uniqueMobile() },
      as(organiser),
    );
    const mine = await t.call('/meeting/auth/guest/info/list', {}, as(person.token));
    expect(mine.data.entries.map((one) => one.guestId)).not.toContain(guestId);
    const badProfile = await t.call(
      '/meeting/auth/guest/info/edit',
      { name: '', introduction: 'x'.repeat(5001) },
      as(person.token),
    );
    expect(badProfile.code).toBe(601);
    const badClaim = await t.call(
      '/meeting/auth/guest/info/list/check',
      { mobile: '123', code: '1' },
      as(person.token),
    );
    expect(badClaim.code).toBe(601);
    expect((await t.call('/meeting/auth/guest/info/list', {})).code).toBe(301);
    const badMobile = await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId, name: '某', mobile: '12345' },
      as(organiser),
    );
    expect(badMobile).toMatchObject({ code: 601, data: [{ field: 'mobile' }] });
  });

  it('lets the person give back an entry that is not theirs ("not me"), and no one else', async () => {
    const person = await t.registerUser();
    const stranger = await t.registerUser();
    const phone = uniqueMobile();
    const guestId = await listGuest('孙小满', phone);
    expect((await claim(person.token, phone)).code).toBe(200);
    const refused = await t.call('/meeting/auth/guest/info/release', { guestId }, as(stranger.token));
    expect(refused.code).toBe(777);
    const released = await t.call('/meeting/auth/guest/info/release', { guestId }, as(person.token));
    expect(released).toMatchObject({ code: 200, msg: '已放弃认领，该会议将显示主办方填写的资料' });
    expect(released.data.entries.map((one) => one.guestId)).not.toContain(guestId);
    const console = await t.call('/meeting/auth/meeting/guest/list', { meetingId }, as(organiser));
    expect(console.data.find((guest) => guest.id === guestId)).toMatchObject({ certified: false });
    expect((await publicGuest(guestId)).organization).toBe('会议登记的单位');
    expect((await t.call('/meeting/auth/guest/info/release', { guestId: 'x' }, as(person.token))).code).toBe(
      601,
    );
  });
});
