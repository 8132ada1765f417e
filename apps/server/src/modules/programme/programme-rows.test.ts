import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallPath } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/**
 * Sorting and deleting each kind of a meeting's rows: the harness holds every reply to the contract,
 * so each of these calls needs one good reply somewhere.
 */
let t: TTestApp;
let organiser: string;
let meetingId: number;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '2027 行排序测试会',
      startTime: '2027-05-10T09:00:00+08:00',
      endTime: '2027-05-11T17:00:00+08:00',
    },
    { token: organiser },
  );
  meetingId = meeting.data.id;
});
afterAll(() => t.close());

/** Calls a path of the table below; the bodies are typed by the table, not by the path. */
const send = async <T = { id: number }[]>(path: string, body: Record<string, unknown>) => {
  const reply = await t.call(`/meeting/auth/meeting/${path}` as TCallPath, body, { token: organiser });
  expect(reply.code, path).toBe(200);
  return reply.data as T;
};

const kinds: { base: string; sortable: boolean; row: (n: number) => Record<string, unknown> }[] = [
  { base: 'date', sortable: false, row: (n) => ({ day: `2027-05-1${n}` }) },
  { base: 'place', sortable: true, row: (n) => ({ name: `会场${n}` }) },
  { base: 'guest', sortable: true, row: (n) => ({ name: `嘉宾${n}` }) },
  { base: 'notice', sortable: false, row: (n) => ({ title: `须知${n}`, content: '<p>请准时</p>' }) },
  {
    base: 'meetingAccessory',
    sortable: true,
    row: (n) => ({ name: `附件${n}`, fileUrl: `/uploads/a${n}.pdf` }),
  },
  { base: 'adv', sortable: true, row: (n) => ({ image: `/uploads/b${n}.png` }) },
  { base: 'menu', sortable: true, row: (n) => ({ name: `菜单${n}`, content: '<p>介绍</p>' }) },
  { base: 'music', sortable: false, row: (n) => ({ name: `音乐${n}`, fileUrl: `/uploads/m${n}.mp3` }) },
];

describe("a meeting's rows", () => {
  it.each(kinds)('$base rows are sorted and deleted', async ({ base, sortable, row }) => {
    await send(`${base}/save`, { meetingId, ...row(1) });
    const saved = await send(`${base}/save`, { meetingId, ...row(2) });
    const ids = saved.map((r) => r.id);
    if (sortable) {
      const sorted = await send(`${base}/sort`, { meetingId, ids: [...ids].reverse() });
      expect(sorted.map((r) => r.id)).toEqual([...ids].reverse());
    }
    const left = await send(`${base}/delete`, { id: ids[0] });
    expect(left.map((r) => r.id)).not.toContain(ids[0]);
  });

  it('lists the newest notice first, on the console and the public page', async () => {
    const listed = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '2027 须知测试会',
        startTime: '2027-05-10T09:00:00+08:00',
        endTime: '2027-05-11T17:00:00+08:00',
      },
      { token: organiser },
    );
    const own = listed.data.id;
    await t.call('/meeting/auth/meeting/info/push', { id: own, meetingStatus: 1 }, { token: organiser });
    await send('notice/save', { meetingId: own, title: '报到须知', content: '<p>8 点报到</p>' });
    const console = await send<{ title: string }[]>('notice/save', {
      meetingId: own,
      title: '会场变更',
      content: '<p>改在二号厅</p>',
    });
    expect(console.map((n) => n.title)).toEqual(['会场变更', '报到须知']);
    const shown = await t.link('/meeting/api/meeting/notice/list/meeting', { meetingId: own });
    expect(shown.data.map((n) => n.title)).toEqual(['会场变更', '报到须知']);
  });

  it('refuses a notice whose content cleans to nothing, and its list still answers', async () => {
    for (const content of ['<script>alert(1)</script>', '<p> </p><style>p{}</style>', '<p><br></p>']) {
      for (const language of ['zh', 'en'] as const) {
        const refused = await t.call(
          '/meeting/auth/meeting/notice/save',
          { meetingId, title: '空白须知', content },
          { token: organiser, language },
        );
        expect(refused.code, content).toBe(601);
        expect(refused.msg).toBe(
          language === 'zh'
            ? '正文没有可显示的内容（脚本等不安全的部分会被去掉）'
            : 'Text shows nothing once unsafe parts such as scripts are removed',
        );
      }
    }
    const kept = await send<{ content: string }[]>('notice/save', {
      meetingId,
      title: '有图须知',
      content: '<script>x</script><img src="/uploads/a/map.png">',
    });
    expect(kept[0]!.content).toBe('<img src="/uploads/a/map.png" />');
    const listed = await t.call('/meeting/auth/meeting/notice/list', { meetingId }, { token: organiser });
    expect(listed.code).toBe(200);
  });

  it('deletes talks and sessions', async () => {
    const [date] = await send('date/save', { meetingId, day: '2027-05-10' });
    const base = { meetingId, startTime: '09:00', endTime: '10:00' };
    const [session] = await send('session/save', { ...base, dateId: date!.id, title: '开幕式' });
    const withTalk = await send<{ items: { id: number }[] }[]>('session/schedule/save', {
      ...base,
      sessionId: session!.id,
      title: '致辞',
    });
    const talk = withTalk[0]!.items[0]!;
    expect(await send('session/schedule/delete', { id: talk.id })).toHaveLength(1);
    expect(await send('session/delete', { id: session!.id })).toEqual([]);
  });
});
