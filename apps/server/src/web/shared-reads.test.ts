import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads.ts';

const SETTINGS = '/system/api/website/get';

/** A call that counts how often the API was asked, answering `payload` when `release` is called. */
const counted = (payload = '{"code":200}', ok = true) => {
  let calls = 0;
  const releases: (() => void)[] = [];
  const call = () => {
    calls++;
    return new Promise<{ ok: boolean; payload: string }>((resolve) =>
      releases.push(() => resolve({ ok, payload })),
    );
  };
  return {
    call,
    get calls() {
      return calls;
    },
    releaseAll: () => releases.splice(0).forEach((release) => release()),
  };
};

/** Lets every call asked so far answer, then waits for `read`. */
const answered = (api: ReturnType<typeof counted>, read: Promise<string> | undefined) => {
  api.releaseAll();
  return read;
};

describe('the public calls kept for signed-in pages', () => {
  it('asks the API once per call and language, however many pages ask meanwhile', async () => {
    const reads = createSharedReads({ ttlMs: 60_000 });
    const api = counted('{"code":200,"data":{"title":"会堂"}}');
    const [first, second] = await Promise.all([
      reads.read(SETTINGS, {}, 'zh', api.call),
      answered(api, reads.read(SETTINGS, {}, 'zh', api.call)),
    ]);
    expect(first).toBe('{"code":200,"data":{"title":"会堂"}}');
    expect(second).toBe(first);
    expect(await reads.read(SETTINGS, {}, 'zh', api.call)).toBe(first);
    expect(api.calls).toBe(1);
    await answered(api, reads.read(SETTINGS, {}, 'en', api.call));
    expect(api.calls).toBe(2);
  });

  it('leaves every other call to the API, and keeps nothing when told to keep nothing', () => {
    const api = counted();
    expect(createSharedReads({ ttlMs: 60_000 }).read('/user/auth/user/ext/view', {}, 'zh', api.call)).toBe(
      undefined,
    );
    expect(createSharedReads({ ttlMs: 0 }).read(SETTINGS, {}, 'zh', api.call)).toBe(undefined);
    expect(api.calls).toBe(0);
  });

  it('asks again after a change, even when the answer in flight arrives after it', async () => {
    const reads = createSharedReads({ ttlMs: 60_000 });
    const before = counted('{"code":200,"data":"old"}');
    const [inFlight] = await Promise.all([
      reads.read(SETTINGS, {}, 'zh', before.call),
      Promise.resolve().then(() => {
        reads.clear();
        before.releaseAll();
      }),
    ]);
    // The page that asked gets its answer; the next one does not get it from the cache.
    expect(inFlight).toBe('{"code":200,"data":"old"}');
    const after = counted('{"code":200,"data":"new"}');
    expect(await answered(after, reads.read(SETTINGS, {}, 'zh', after.call))).toBe(
      '{"code":200,"data":"new"}',
    );
    expect(after.calls).toBe(1);
  });

  it('does not keep a failed answer, nor one older than its time', async () => {
    const reads = createSharedReads({ ttlMs: 40 });
    const failing = counted('{"code":999}', false);
    await answered(failing, reads.read(SETTINGS, {}, 'zh', failing.call));
    const api = counted();
    await answered(api, reads.read(SETTINGS, {}, 'zh', api.call));
    expect(api.calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await answered(api, reads.read(SETTINGS, {}, 'zh', api.call));
    expect(api.calls).toBe(2);
  });
});
