import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { person, signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { addPeople } from '../../../../test/fixtures/onsite-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

/** A meeting with confirmed people added at the desk, each with their own login and credential. */
const meetingWithPeople = async (count: number) => {
  const meeting = await configuredMeeting();
  const names = Array.from({ length: count }, (_, i) => ({ name: `张${i}` }));
  const added = await addPeople(t, organiser, meeting.meetingId, meeting.typeId, names);
  const people = [];
  for (const { id, mobile, token } of added) {
    const credential = await t.call('/meeting/auth/meeting/register/credential', { id }, as(token));
    people.push({ id, mobile, token, code: credential.data.credentialCode });
  }
  return { ...meeting, people };
};

const sign = (body: Record<string, unknown>, token = organiser, language: 'zh' | 'en' = 'zh') =>
  t.call('/meeting/auth/meeting/register/sign', body, { token, language });

describe('the check-in desk', () => {
  it('checks in a scanned credential once, says when and where on a second scan, and can undo', async () => {
    const { meetingId, people } = await meetingWithPeople(1);
    const [zhang] = people;
    expect(zhang!.code).toMatch(/^HT2\.\d+\.\d+\.[\w-]{22}$/);

    const first = await sign({ meetingId, desk: 'A 台', credential: zhang!.code });
    expect(first.data).toMatchObject({
      verdict: 'green',
      message: '签到成功',
      person: { id: zhang!.id, name: '张0', unit: '南京鼓楼医院', typeName: '普通代表' },
      desk: 'A 台',
    });
    const again = await sign({ meetingId, desk: 'B 台', credential: zhang!.code }, organiser, 'en');
    expect(again.data.verdict).toBe('amber');
    expect(again.data.message).toMatch(/^Already checked in at \d{4}-\d\d-\d\d \d\d:\d\d at A 台$/);
    expect(again.data.person?.typeName).toBe('Delegate');

    const list = await t.call(
      '/meeting/auth/meeting/register/sign/list',
      { meetingId, state: 'in' },
      as(organiser),
    );
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ id: zhang!.id, desk: 'A 台', hadMeals: false });
    expect(list.data.list[0]!.checkedInBy).not.toBe('');
    const count = await t.call('/meeting/auth/meeting/register/sign/count', { meetingId }, as(organiser));
    expect(count.data).toEqual({ confirmed: 1, checkedIn: 1, hadMeals: 0, materials: 0 });

    const undo = await t.call('/meeting/auth/meeting/register/sign/undo', { id: zhang!.id }, as(organiser));
    expect([undo.code, undo.msg]).toEqual([200, '已撤销签到']);
    expect(
      (await t.call('/meeting/auth/meeting/register/sign/undo', { id: zhang!.id }, as(organiser))).code,
    ).toBe(601);
    const out = await t.call(
      '/meeting/auth/meeting/register/sign/list',
      { meetingId, state: 'out' },
      as(organiser),
    );
    expect(out.data.list.map((row: { id: number }) => row.id)).toEqual([zhang!.id]);
    // Checked in again from the list by its row.
    expect((await sign({ meetingId, desk: '', id: zhang!.id })).data.verdict).toBe('green');
  });

  it('answers forged, foreign, unpaid and removed credentials in red, and logs nothing as checked in', async () => {
    const { meetingId, typeId, people } = await meetingWithPeople(2);
    const other = await meetingWithPeople(1);
    const code = people[0]!.code;
    const red = async (value: string, expected: string) => {
      const reply = await sign({ meetingId, desk: 'A', credential: value });
      expect([reply.data.verdict, reply.data.message]).toEqual(['red', expected]);
    };
    await red(`${code.slice(0, -2)}xx`, '无效的参会凭证：二维码不是本平台签发的');
    await red('20270601123456123456', '无效的参会凭证：二维码不是本平台签发的');
    await red(
      code.replace(/^HT2\.\d+\.(\d+)/, `HT2.${meetingId}.${people[1]!.id}`),
      '无效的参会凭证：二维码不是本平台签发的',
    );
    await red(other.people[0]!.code, '这是其他会议的参会凭证');

    // An unpaid sign-up's code (as the roster carries it) is refused with the reason.
    const { mobile, token } = await t.registerUser();
    const unpaid = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId, attendees: [person(mobile)] },
      as(token),
    );
    expect(unpaid.code).toBe(200);
    const roster = await t.call('/meeting/auth/meeting/register/sign/roster', { meetingId }, as(organiser));
    const unpaidCode = roster.data.people.find((p) => p.mobile === mobile)!.code;
    await red(unpaidCode, '报名未支付，请先完成支付');

    await t.call('/meeting/auth/meeting/register/delete', { id: people[1]!.id }, as(organiser));
    await red(people[1]!.code, '未找到该报名记录');

    const count = await t.call('/meeting/auth/meeting/register/sign/count', { meetingId }, as(organiser));
    expect(count.data.checkedIn).toBe(0);
  });

  it('keeps other institutions out of every desk call', async () => {
    const { meetingId, people } = await meetingWithPeople(1);
    const id = people[0]!.id;
    const calls: [string, object][] = [
      ['/meeting/auth/meeting/register/sign', { meetingId, desk: 'X', credential: people[0]!.code }],
      ['/meeting/auth/meeting/register/sign', { meetingId, desk: 'X', id }],
      [
        '/meeting/auth/meeting/register/sign/sync',
        {
          meetingId,
          desk: 'X',
          scans: [
            { clientId: randomUUID(), credential: people[0]!.code, scannedAt: new Date().toISOString() },
          ],
        },
      ],
      ['/meeting/auth/meeting/register/sign/undo', { id }],
      ['/meeting/auth/meeting/register/update/hadMeals', { id, hadMeals: true, materials: true }],
      ['/meeting/auth/meeting/register/sign/list', { meetingId }],
      ['/meeting/auth/meeting/register/sign/count', { meetingId }],
      ['/meeting/auth/meeting/register/sign/roster', { meetingId }],
      ['/meeting/auth/meeting/register/sign/changes', { meetingId, after: 0 }],
    ];
    for (const [path, body] of calls)
      expect([path, (await t.call(path as never, body as never, as(stranger))).code]).toEqual([path, 306]);
    const count = await t.call('/meeting/auth/meeting/register/sign/count', { meetingId }, as(organiser));
    expect(count.data).toEqual({ confirmed: 1, checkedIn: 0, hadMeals: 0, materials: 0 });
    // The same person's row through another meeting of the organiser's is not found.
    const mine = await meetingWithPeople(0);
    expect((await sign({ meetingId: mine.meetingId, desk: '', id })).code).toBe(777);
  });

  it('refuses requests without a code or id, and bad offline queues, with 601', async () => {
    const { meetingId } = await meetingWithPeople(0);
    const none = await sign({ meetingId, desk: 'A' }, organiser, 'en');
    expect([none.code, none.msg]).toEqual([601, 'Please enter credential QR code']);
    const bad = await t.call(
      '/meeting/auth/meeting/register/sign/sync',
      { meetingId, desk: 'A', scans: [{ clientId: 'x', credential: 'HT2', scannedAt: 'yesterday' }] },
      as(organiser),
    );
    expect(bad.code).toBe(601);
    expect((await sign({ meetingId, desk: 'A'.repeat(33), credential: 'x' })).code).toBe(601);
  });

  it('merges two offline desks: one check-in, the second desk told, replays counted once', async () => {
    const { meetingId, people } = await meetingWithPeople(2);
    const roster = await t.call('/meeting/auth/meeting/register/sign/roster', { meetingId }, as(organiser));
    expect(roster.data.people.map((p: { code: string }) => p.code).sort()).toEqual(
      people.map((p) => p.code).sort(),
    );
    const cursor = roster.data.cursor;

    const scan = (credential: string, minutesAgo: number) => ({
      clientId: randomUUID(),
      credential,
      scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    const deskA = [scan(people[0]!.code, 10), scan(people[1]!.code, 9)];
    const deskB = [scan(people[0]!.code, 8)];
    const sync = (desk: string, scans: Record<string, unknown>[]) =>
      t.call('/meeting/auth/meeting/register/sign/sync', { meetingId, desk, scans }, as(organiser));
    const a = await sync('A 台', deskA);
    expect(a.data.map((r: { verdict: string }) => r.verdict)).toEqual(['green', 'green']);
    // The person came when desk A scanned them, not when the desk came back online.
    expect(Date.parse(a.data[0]!.checkedInAt!)).toBe(Date.parse(deskA[0]!.scannedAt));
    const b = await sync('B 台', deskB);
    expect(b.data[0]).toMatchObject({ verdict: 'amber', desk: 'A 台', clientId: deskB[0]!.clientId });
    // Desks A and B lost the replies and send their queues again: the same answers, nothing more happens.
    const replay = await sync('A 台', deskA);
    expect(replay.data.map((r: { verdict: string }) => r.verdict)).toEqual(['green', 'green']);
    expect((await sync('B 台', deskB)).data[0]).toMatchObject({ verdict: 'amber', desk: 'A 台' });

    const count = await t.call('/meeting/auth/meeting/register/sign/count', { meetingId }, as(organiser));
    expect(count.data.checkedIn).toBe(2);
    const changes = await t.call(
      '/meeting/auth/meeting/register/sign/changes',
      { meetingId, after: cursor },
      as(organiser),
    );
    expect(changes.data.changes).toHaveLength(2);
    expect(changes.data.changes.every((c: { desk: string }) => c.desk === 'A 台')).toBe(true);
    const none = await t.call(
      '/meeting/auth/meeting/register/sign/changes',
      { meetingId, after: changes.data.cursor },
      as(organiser),
    );
    expect(none.data).toEqual({ cursor: changes.data.cursor, changes: [] });
  });

  it('checks a person in once when twenty desks scan them at the same moment', async () => {
    const { meetingId, people } = await meetingWithPeople(1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sign({ meetingId, desk: `D${i}`, credential: people[0]!.code })),
    );
    const verdicts = replies.map((reply) => reply.data.verdict);
    expect(verdicts.filter((v) => v === 'green')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'amber')).toHaveLength(19);
  });

  it('signs people in at a venue once, and records meals and materials', async () => {
    const { meetingId, people } = await meetingWithPeople(1);
    const place = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '一号厅' },
      as(organiser),
    );
    const placeId = place.data.at(-1)!.id;
    const placeSign = (body: Record<string, unknown>) =>
      t.call('/meeting/auth/meeting/place/sign', body, as(organiser));
    const first = await placeSign({ meetingId, desk: '一号厅门口', credential: people[0]!.code, placeId });
    expect([first.data.verdict, first.data.message]).toEqual(['green', '会场签到成功']);
    expect(
      (await placeSign({ meetingId, desk: '', credential: people[0]!.code, placeId })).data.verdict,
    ).toBe('amber');
    const foreign = await meetingWithPeople(0);
    const otherPlace = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId: foreign.meetingId, name: '别处' },
      as(organiser),
    );
    const wrong = await placeSign({
      meetingId,
      desk: '',
      credential: people[0]!.code,
      placeId: otherPlace.data.at(-1)!.id,
    });
    expect([wrong.code, wrong.msg]).toEqual([601, '该会场不属于此会议']);

    const meals = await t.call(
      '/meeting/auth/meeting/register/update/hadMeals',
      { id: people[0]!.id, hadMeals: true, materials: true },
      as(organiser),
    );
    expect(meals.code).toBe(200);
    const list = await t.call('/meeting/auth/meeting/register/sign/list', { meetingId }, as(organiser));
    expect(list.data.list[0]).toMatchObject({
      places: ['一号厅'],
      hadMeals: true,
      materials: true,
      checkedInAt: null,
    });
    const count = await t.call('/meeting/auth/meeting/register/sign/count', { meetingId }, as(organiser));
    expect(count.data).toEqual({ confirmed: 1, checkedIn: 0, hadMeals: 1, materials: 1 });
  });

  it('lets an attendee check themselves in with the door QR, once, and nobody else with a made-up code', async () => {
    const { meetingId, people } = await meetingWithPeople(2);
    const qr = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/register/qrcode?meetingId=${meetingId}`,
      headers: { token: organiser },
    });
    expect(qr.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(qr.rawPayload);
    const link = new URL(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)!.data);
    expect(link.pathname).toBe('/account/meetingcenter/sign');
    const code = link.searchParams.get('code')!;

    const [first] = people;
    const self = (token: string, body: object = {}) =>
      t.call(
        '/meeting/auth/meeting/register/sign/self',
        { meetingId, code, ...body },
        { token, language: 'en' },
      );
    const token = first!.token;
    const green = await self(token);
    expect(green.data).toMatchObject({ verdict: 'green', message: 'Checked in', person: { name: '张0' } });
    expect((await self(token)).data.verdict).toBe('amber');
    const list = await t.call(
      '/meeting/auth/meeting/register/sign/list',
      { meetingId, state: 'in' },
      as(organiser),
    );
    expect(list.data.list.map((row) => [row.name, row.desk])).toEqual([['张0', '自助签到 Self']]);

    const forged = await self(token, { code: 'A'.repeat(22) });
    expect([forged.code, forged.msg]).toEqual([
      601,
      'Not a valid check-in code: scan the code shown at the venue',
    ]);
    const venue = await self(token, { placeId: 1 });
    expect(venue.code).toBe(601);
    const outsider = await self(stranger);
    expect(outsider.data).toMatchObject({
      verdict: 'red',
      message: 'You have no confirmed registration for this meeting',
    });
    const strangersQr = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/register/qrcode?meetingId=${meetingId}`,
      headers: { token: stranger },
    });
    expect(strangersQr.json<{ code: number }>().code).toBe(306);
  });
});
