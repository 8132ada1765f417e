import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_UPLOAD_PATH } from '@huitang/contracts';
import { findFfmpeg } from '../../../platform/media/ffmpeg.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
let film: Buffer;
let origin = '';

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
  // An edited replay as an editor exports it: three seconds of H.264 in an MP4.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'replay-')), 'edited.mp4');
  const made = spawnSync(findFfmpeg()!, [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  expect(made.status).toBe(0);
  film = await readFile(file);
  // Over a real socket: tus reads the request's body as a stream, which injected requests do not give.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');

/** A tus request as a browser's tus client sends it. */
const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
  fetch(origin + url, { method, headers: { 'tus-resumable': '1.0.0', ...headers }, body });

/** tus's creation request: how big the film is and where it belongs. */
const create = (token: string, size: number, fields: Record<string, string | number>) =>
  tus('POST', REPLAY_UPLOAD_PATH, {
    token,
    'upload-length': String(size),
    'upload-metadata': metadata(fields),
  });

const send = (token: string, location: string, offset: number, chunk: Buffer) =>
  tus(
    'PATCH',
    location,
    { token, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    chunk,
  );

const offsetOf = async (token: string, location: string) => {
  const head = await tus('HEAD', location, { token });
  return head.status === 200 ? Number(head.headers.get('upload-offset')) : head.status;
};

const venue = async () => {
  const { meetingId } = await configuredMeeting();
  const places = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId, name: '主会场' },
    { token: organiser },
  );
  return { meetingId, placeId: places.data.at(-1)!.id };
};

describe('uploading an edited replay', () => {
  it('resumes where a broken upload stopped, and the film becomes a replay of the venue', async () => {
    const { meetingId, placeId } = await venue();
    const created = await create(organiser, film.length, {
      meetingId,
      placeId,
      filename: '开幕式 剪辑版.mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${REPLAY_UPLOAD_PATH}/\\w+$`));

    // The first half arrives, then the connection drops: the browser asks how much arrived and goes on.
    const half = Math.floor(film.length / 2);
    expect((await send(organiser, location, 0, film.subarray(0, half))).status).toBe(204);
    expect(await offsetOf(organiser, location)).toBe(half);
    // Someone else can neither see nor add to it.
    expect(await offsetOf(stranger, location)).toBe(404);
    expect((await send(stranger, location, half, film.subarray(half))).status).toBe(404);
    expect((await send(organiser, location, half, film.subarray(half))).status).toBe(204);

    let replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, { token: organiser }))
      .data;
    for (let i = 0; i < 100 && replays[0]?.status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, { token: organiser })).data;
    }
    expect(replays).toHaveLength(1);
    expect(replays[0]).toMatchObject({
      placeId,
      title: '开幕式 剪辑版',
      status: 'ready',
      durationSeconds: 3,
    });
    const video = await t.raw({ method: 'GET', url: replays[0]!.fileUrl });
    expect([video.statusCode, video.rawPayload.subarray(4, 8).toString()]).toEqual([200, 'ftyp']);
  }, 40_000);

  it('refuses strangers, other meetings’ venues, files that are not films, and callers not signed in', async () => {
    const { meetingId, placeId } = await venue();
    const other = await venue();
    const refused = await create(stranger, 100, { meetingId, placeId, filename: 'a.mp4' });
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 306]);
    const elsewhere = await create(organiser, 100, { meetingId, placeId: other.placeId, filename: 'a.mp4' });
    expect(((await elsewhere.json()) as { code: number }).code).toBe(777);
    const nul = await create(organiser, 100, { meetingId, placeId, filename: 'a\u0000b.mp4' });
    expect(nul.status).toBe(422);
    const program = await create(organiser, 100, { meetingId, placeId, filename: 'setup.exe' });
    expect([program.status, ((await program.json()) as { msg: string }).msg]).toEqual([
      422,
      '不支持上传该格式的文件',
    ]);
    const anonymous = await tus('POST', REPLAY_UPLOAD_PATH, { 'upload-length': '100' });
    expect(((await anonymous.json()) as { code: number }).code).toBe(301);
    const huge = await create(organiser, 5 * 1024 ** 3, { meetingId, placeId, filename: 'a.mp4' });
    expect(huge.status).toBe(413);

    // Bytes that are no film, named .mp4: the replay says it failed, and why.
    const fake = await create(organiser, 64, { meetingId, placeId, filename: 'fake.mp4' });
    await send(organiser, fake.headers.get('location')!, 0, Buffer.alloc(64, 7));
    let replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, { token: organiser }))
      .data;
    for (let i = 0; i < 100 && replays[0]?.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, { token: organiser })).data;
    }
    expect(replays[0]).toMatchObject({ title: 'fake', status: 'failed' });
    expect(replays[0]!.error).not.toBe('');
  }, 40_000);
});
