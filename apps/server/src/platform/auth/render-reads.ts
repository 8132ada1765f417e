import type { TSessionUser } from './authenticate.ts';

/** What one page render has read so far, by what it was read for. */
export type TRenderReads = Map<string, Promise<unknown>>;

/**
 * A page render's loaders make several console calls of one meeting (the layout's meeting, the
 * page's rows, its summary, its settings), and each checks the caller's right to it: the meeting
 * with its institution, then the caller's role there. Within a render they share one session user
 * (authenticate.ts `shareWithinRender`), so reads kept by that object are kept for the render alone:
 * the next render, or any call from outside a render, gets a user object of its own and reads again.
 */
const byRender = new WeakMap<TSessionUser, TRenderReads>();

/** Marks `user` as the session user of a render whose reads are kept in `reads`. */
export const keepReadsFor = (user: TSessionUser, reads: TRenderReads): TSessionUser => {
  byRender.set(user, reads);
  return user;
};

/**
 * `read()` once per render of `user` under `key` (each caller awaits the same answer, a refusal
 * included); outside a render, simply `read()`. A write in the render drops what was kept
 * (web.plugin.ts), so nothing read before it is served after it.
 */
export const readOncePerRender = <T>(user: TSessionUser, key: string, read: () => Promise<T>): Promise<T> => {
  const reads = byRender.get(user);
  if (!reads) return read();
  let kept = reads.get(key) as Promise<T> | undefined;
  if (!kept) {
    kept = read();
    reads.set(key, kept);
  }
  return kept;
};
