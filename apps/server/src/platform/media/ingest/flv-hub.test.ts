import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeAmf0 } from './amf0.ts';
import { AUDIO, createFlvTagReader, FLV_HEADER, SCRIPT, VIDEO, type TFlvTag } from './flv.ts';
import { createFlvHub } from './flv-hub.ts';

/** One channel's broadcast, as its viewers see it: what a joiner gets, one encoder, and the reconnect grace. */

const metadata: TFlvTag = {
  type: SCRIPT,
  timestamp: 0,
  data: encodeAmf0('onMetaData', { width: 320, height: 240, audiocodecid: 10 }),
};
const audioConfig: TFlvTag = { type: AUDIO, timestamp: 0, data: Buffer.from([0xaf, 0x00, 0x12, 0x10]) };
const videoConfig: TFlvTag = { type: VIDEO, timestamp: 0, data: Buffer.from([0x17, 0x00, 0, 0, 0, 1, 2]) };
const keyframe = (timestamp: number): TFlvTag => ({
  type: VIDEO,
  timestamp,
  data: Buffer.from([0x17, 0x01, 0, 0, 0, 9]),
});
const frame = (timestamp: number): TFlvTag => ({
  type: VIDEO,
  timestamp,
  data: Buffer.from([0x27, 0x01, 0, 0, 0, 8]),
});
const sound = (timestamp: number): TFlvTag => ({
  type: AUDIO,
  timestamp,
  data: Buffer.from([0xaf, 0x01, 7]),
});

/** A subscriber that reads back what it was sent as FLV: the header first, then tags. */
const viewer = (person = true) => {
  const chunks: Buffer[] = [];
  return {
    person,
    closed: false,
    write: (chunk: Buffer) => void chunks.push(chunk),
    close() {
      this.closed = true;
    },
    header: () => chunks[0],
    tags: () => createFlvTagReader().read(Buffer.concat(chunks)),
  };
};
const shape = (tags: TFlvTag[]) =>
  tags.map((tag) => `${tag.type}@${tag.timestamp}:${tag.data.subarray(0, 2).toString('hex')}`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('an FLV hub', () => {
  it('gives a late joiner the header, metadata, codec set-up and the picture group since the last keyframe, in that order', () => {
    const hub = createFlvHub({ reconnectGraceMs: 1000 });
    const publish = hub.publish('10.0.0.1')!;
    for (const tag of [
      metadata,
      audioConfig,
      videoConfig,
      keyframe(0),
      frame(40),
      sound(50),
      keyframe(1000),
      frame(1040),
      sound(1050),
    ])
      publish.push({ ...tag });
    const late = viewer();
    hub.join(late);
    expect(late.header()).toEqual(FLV_HEADER);
    expect(shape(late.tags())).toEqual(
      shape([metadata, audioConfig, videoConfig, keyframe(1000), frame(1040), sound(1050)]),
    );
    // From then on it gets what the encoder sends, as it comes.
    publish.push(frame(1080));
    expect(shape(late.tags()).at(-1)).toBe(shape([frame(1080)])[0]);
    expect(hub.info()).toEqual({ width: 320, height: 240, audio: true });
    expect([hub.subscribers(), hub.people()]).toEqual([1, 1]);
  });

  it('has one publisher: a second encoder is refused while the first is live', () => {
    const hub = createFlvHub({ reconnectGraceMs: 1000 });
    expect(hub.publish('10.0.0.1')).toBeDefined();
    expect(hub.publish('10.0.0.2')).toBeUndefined();
    expect(hub.publish('10.0.0.1')).toBeUndefined();
    expect(hub.status()).toBe('live');
  });

  it('keeps its viewers through the reconnect grace and carries the resumed encoder’s clock on', () => {
    const finished = vi.fn();
    const hub = createFlvHub({ reconnectGraceMs: 1000, onFinish: finished });
    const watcher = viewer();
    hub.join(watcher);
    const first = hub.publish('10.0.0.1')!;
    for (const tag of [videoConfig, keyframe(0), frame(500)]) first.push({ ...tag });
    first.end();
    expect(hub.status()).toBe('reconnecting');
    vi.advanceTimersByTime(900);
    // The same encoder (its address, another port) comes back within the grace.
    const again = hub.publish('10.0.0.1')!;
    expect(hub.status()).toBe('live');
    first.push(frame(9999));
    again.push(keyframe(0));
    vi.advanceTimersByTime(2000);
    expect(finished).not.toHaveBeenCalled();
    expect(watcher.closed).toBe(false);
    // The stale connection's frame reached nobody; the resumed keyframe follows the last frame sent.
    expect(shape(watcher.tags()).slice(-2)).toEqual(shape([frame(500), keyframe(500)]));

    again.end();
    vi.advanceTimersByTime(1000);
    expect(hub.status()).toBe('idle');
    expect(finished).toHaveBeenCalledTimes(1);
    // A new publish after the end starts afresh: nothing of the old one is given to a joiner.
    hub.publish('10.0.0.1')!.push(frame(0));
    const fresh = viewer();
    hub.join(fresh);
    expect(fresh.tags()).toEqual([]);
  });

  it('lets another encoder take a channel in its grace, ending the dropped publish first', () => {
    const finished = vi.fn();
    const hub = createFlvHub({ reconnectGraceMs: 1000, onFinish: finished });
    const ending = vi.fn();
    const first = hub.publish('10.0.0.1')!;
    hub.onFinish(ending);
    first.end();
    const other = hub.publish('10.0.0.2');
    expect(other).toBeDefined();
    expect([finished.mock.calls.length, ending.mock.calls.length, hub.status()]).toEqual([1, 1, 'live']);
  });

  it('closes its subscribers’ connections when closed (an edge whose pull ended)', () => {
    const hub = createFlvHub({ reconnectGraceMs: 0 });
    hub.publish('origin');
    const [person, internal] = [viewer(true), viewer(false)];
    hub.join(person);
    hub.join(internal);
    expect(hub.people()).toBe(1);
    hub.close();
    expect([person.closed, hub.status()]).toEqual([true, 'idle']);
  });
});
