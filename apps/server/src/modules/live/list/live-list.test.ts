import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { exited, publish, stopPublishers } from '../../../../test/live.ts';
import { listedMeeting } from '../../../../test/meetings.ts';

let t: TTestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
});
afterAll(async () => {
  stopPublishers();
  await t.close();
});

const day = 24 * 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A listed meeting from `start` to `end` (ms from now) with a channel on its one venue. */
const streamingMeeting = async (name: string, start: number, end: number) => {
  const meetingId = await listedMeeting(t, organiser, {
    meetingName: name,
    startTime: at(start),
    endTime: at(end),
  });
  const places = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId, name: '主会场' },
    { token: organiser },
  );
  const channel = await t.call(
    '/meeting/auth/meeting/place/create/live',
    { placeId: places.data.at(-1)!.id },
    { token: organiser },
  );
  return { meetingId, channel: channel.data };
};

const labelsOf = async (
  path: '/meeting/api/meeting/info/place/live' | '/meeting/api/meeting/info/place/back',
) => (await t.call(path, {})).data.list.map((card) => [card.meetingName, card.liveLabel]);

it('lists meetings that stream, on air first, then those to come, then the ended, each with its label', async () => {
  await streamingMeeting('下月的会', 30 * day, 31 * day);
  const onNow = await streamingMeeting('正在开的会', -day, day);
  await streamingMeeting('今天还没开播的会', -day / 2, day);
  await streamingMeeting('去年的会', -400 * day, -399 * day);
  const unlisted = await streamingMeeting('下架的会', -day, day);
  await t.call(
    '/meeting/auth/meeting/info/push',
    { id: unlisted.meetingId, meetingStatus: 0 },
    { token: organiser },
  );
  await listedMeeting(t, organiser, { meetingName: '不直播的会' });

  const encoder = publish(onNow.channel.pushUrl, onNow.channel.streamKey);
  for (
    let i = 0;
    i < 100 && (await labelsOf('/meeting/api/meeting/info/place/live'))[0]?.[1] !== 'living';
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await labelsOf('/meeting/api/meeting/info/place/live')).toEqual([
    ['正在开的会', 'living'],
    ['今天还没开播的会', 'liveNotStarted'],
    ['下月的会', 'notStarted'],
    ['去年的会', 'liveEnded'],
  ]);
  const paged = await t.call('/meeting/api/meeting/info/place/live', { pageCurrent: 2, pageSize: 3 });
  expect([paged.data.totalCount, paged.data.totalPage, paged.data.list.map((c) => c.id)]).toEqual([
    4,
    2,
    [(await t.call('/meeting/api/meeting/info/place/live', {})).data.list[3]!.id],
  ]);
  expect(
    (await t.call('/meeting/api/meeting/info/place/live', { pageSize: 0 }, { language: 'en' })).code,
  ).toBe(601);
  // An organisation's live centre lists its own meetings only.
  const { orgId } = (
    await t.call('/meeting/auth/meeting/info/view', { id: onNow.meetingId }, { token: organiser })
  ).data;
  const ofOrg = (orgId: number) => t.call('/meeting/api/meeting/info/place/live', { orgId });
  expect((await ofOrg(orgId!)).data.totalCount).toBe(4);
  expect((await ofOrg(orgId! + 1000)).data.list).toEqual([]);

  // The live ends and becomes a replay: the meeting is playing back, and the only one in /meetingBack.
  encoder.kill('SIGINT');
  expect(await exited(encoder, 15_000)).toBe(true);
  let back = await labelsOf('/meeting/api/meeting/info/place/back');
  for (let i = 0; i < 150 && back.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    back = await labelsOf('/meeting/api/meeting/info/place/back');
  }
  expect(back).toEqual([['正在开的会', 'playingBack']]);
  // Still on today, with a replay to watch: before the other meeting of today, which began later.
  expect((await labelsOf('/meeting/api/meeting/info/place/live')).slice(0, 2)).toEqual([
    ['正在开的会', 'playingBack'],
    ['今天还没开播的会', 'liveNotStarted'],
  ]);
}, 60_000);
