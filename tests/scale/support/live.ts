import { spawn, type ChildProcess } from 'node:child_process';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { TReplay } from '@huitang/contracts';
import { eventually } from '../cluster/processes.ts';
import type { TClient } from './client.ts';
import type { TScale } from './cluster.ts';
import { openMeeting } from './people.ts';

/**
 * A listed meeting of the demo organiser whose main hall has a live channel open to anyone: what the
 * organiser sets up before the day (the console's 直播设置), through nginx.
 */
export const openLive = async (scale: TScale, meetingName: string) => {
  const organiser = await scale.login('13800000007');
  const { meetingId } = await openMeeting(scale, organiser, meetingName);
  const as = { token: organiser };
  const place = await scale.nginx.call('/meeting/auth/meeting/place/save', { meetingId, name: '主会场' }, as);
  const placeId = place.data.at(-1)!.id;
  const created = await scale.nginx.call('/meeting/auth/meeting/place/create/live', { placeId }, as);
  if (created.code !== 200) throw new Error(`no channel: ${created.msg}`);
  await scale.nginx.call('/meeting/auth/meeting/place/edit/live', { id: created.data.id, gate: 'open' }, as);
  const { id, pushUrl, streamKey } = created.data;
  return {
    organiser,
    meetingId,
    placeId,
    channel: { id, name: pushUrl.split('/').at(-1)!, pushUrl, streamKey },
  };
};

export type TLive = Awaited<ReturnType<typeof openLive>>;

/**
 * An encoder (ffmpeg: a test picture and a tone, a key picture every second, at its real pace) pushing
 * `live`'s push URL to the RTMP port `rtmpPort` (an instance's, or nginx's) for `seconds`; it ends by
 * itself.
 */
export const pushLive = (rtmpPort: number, live: TLive, seconds: number) => {
  const { name, pushUrl, streamKey } = live.channel;
  // The organiser's push URL names the platform's RTMP address; the test has one per instance.
  const url = `rtmp://127.0.0.1:${rtmpPort}/${new URL(pushUrl).pathname.slice(1)}?key=${streamKey}`;
  if (!url.endsWith(`/live/${name}?key=${streamKey}`)) throw new Error(`unexpected push URL ${pushUrl}`);
  const encoder = spawn(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-keyint_min', '25'],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  encoder.unref();
  return encoder;
};

/** The organiser stops the encoder (ffmpeg ends its stream as on `q`): resolves once it has exited. */
export const stopEncoder = async (encoder: ChildProcess) => {
  if (encoder.exitCode !== null || encoder.signalCode !== null) return;
  const exited = new Promise((resolve) => encoder.once('exit', resolve));
  encoder.kill('SIGINT');
  await exited;
};

/** What a viewer's page asks an instance (or nginx) for: the venue's signed play URLs. */
export const playUrlOf = async (client: TClient, live: TLive) =>
  (await client.call('/meeting/api/meeting/place/live/url', { placeId: live.placeId })).data;

/** Waits until the venue is on air as seen through `client`. */
export const onAir = (client: TClient, live: TLive, ms = 30_000) =>
  eventually(
    `${live.channel.name} on air through ${client.origin}`,
    async () => ((await playUrlOf(client, live)).live ? true : undefined),
    { ms, every: 250 },
  );

/** One FLV tag as a player reads it: 8 sound, 9 picture, 18 metadata. */
export interface TTag {
  type: number;
  ms: number;
  /** A picture tag that is a key picture (a player may start on it). */
  key: boolean;
  /** A picture tag carrying the codec set-up (AVC sequence header), which must come first. */
  setup: boolean;
}

/**
 * The tags of an FLV stream's bytes, up to the last whole one; throws when the bytes are not FLV (a
 * bad signature, a tag of another type, a back-pointer that does not match).
 */
export const tagsOf = (bytes: Buffer): TTag[] => {
  if (bytes.toString('latin1', 0, 3) !== 'FLV') throw new Error('no FLV signature');
  const tags: TTag[] = [];
  for (let at = bytes.readUInt32BE(5) + 4; at + 11 <= bytes.length;) {
    const [type, size] = [bytes[at]!, bytes.readUIntBE(at + 1, 3)];
    const end = at + 11 + size;
    if (end + 4 > bytes.length) break;
    if (type !== 8 && type !== 9 && type !== 18) throw new Error(`tag type ${type} at byte ${at}`);
    if (bytes.readUInt32BE(end) !== size + 11) throw new Error(`broken back-pointer at byte ${end}`);
    const picture = type === 9;
    tags.push({
      type,
      ms: bytes.readUIntBE(at + 4, 3) | (bytes[at + 7]! << 24),
      key: picture && bytes[at + 11]! >> 4 === 1,
      setup: picture && bytes[at + 12] === 0,
    });
    at = end + 4;
  }
  return tags;
};

/** An HTTP-FLV viewer at `url`: what it has received so far, and leaving. */
export const watchFlv = (url: string) => {
  const chunks: Buffer[] = [];
  const leave = new AbortController();
  let status = 0;
  let ended = false;
  const done = fetch(url, { signal: leave.signal })
    .then(async (reply) => {
      status = reply.status;
      for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>)
        chunks.push(Buffer.from(chunk));
    })
    .catch(() => undefined)
    .finally(() => (ended = true));
  return {
    status: () => status,
    /** Bytes have come, and whether the answer has ended (the server closed it). */
    received: () => chunks.length > 0,
    ended: () => ended,
    tags: () => tagsOf(Buffer.concat(chunks)),
    leave: async () => {
      leave.abort();
      await done;
    },
  };
};

/** A meeting's replays as its organiser's console lists them. */
export const replaysOf = async (client: TClient, live: TLive) =>
  (
    await client.call(
      '/meeting/auth/meeting/video/list',
      { meetingId: live.meetingId },
      { token: live.organiser },
    )
  ).data;

/**
 * Waits until the meeting has `count` replays and all are made (one failed throws its reason); the
 * newest first, as the console lists them.
 */
export const madeReplays = (client: TClient, live: TLive, count: number, ms = 60_000) =>
  eventually(
    `${count} replays of ${live.channel.name}`,
    async (): Promise<TReplay[] | undefined> => {
      const replays = await replaysOf(client, live);
      const failed = replays.find((replay) => replay.status === 'failed');
      if (failed) throw new Error(`a replay failed: ${failed.error}`);
      const made = replays.length === count && replays.every((replay) => replay.status === 'ready');
      return made ? replays : undefined;
    },
    { ms, every: 500 },
  );

/** The keys in the shared bucket under `prefix`. */
export const storedKeys = async (scale: TScale, prefix: string) => {
  const listed = await scale.storage.client.send(
    new ListObjectsV2Command({ Bucket: scale.storage.bucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
};

/**
 * A replay as a visitor plays it through `client`: the film's signed URL, then its first bytes (an
 * MP4 says `ftyp` at 4) and the poster (a JPEG starts ff d8).
 */
export const playReplay = async (client: TClient, replay: TReplay, token: string) => {
  const url = await client.call('/meeting/api/meeting/video/url', { id: replay.id }, { token });
  const film = await fetch(`${client.origin}${url.data.fileUrl}`, { headers: { range: 'bytes=0-11' } });
  const poster = await fetch(`${client.origin}${replay.posterUrl}`);
  return {
    film: [film.status, Buffer.from(await film.arrayBuffer()).toString('latin1', 4, 8)],
    poster: [poster.status, Buffer.from(await poster.arrayBuffer()).toString('hex', 0, 2)],
  };
};
