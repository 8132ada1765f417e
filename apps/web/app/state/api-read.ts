import { Code, type TEnvelope } from '@huitang/contracts';
import type { Dispatch, SetStateAction } from 'react';

/** What a component shows of one read: the reply's data, a refused reply's envelope, and whether a read is under way. */
export interface TReadState<T> {
  /** The request the state answers, as a key: a component shows nothing of another request's reply. */
  key: string | null;
  data: T | null;
  error: TEnvelope<unknown> | null;
  loading: boolean;
}

export const NOTHING_READ = { key: null, data: null, error: null, loading: false } as const;

/**
 * The reads of one component, in order: only the reply to the latest read reaches `set`, so an
 * older request that answers late (the body changed, the component left, a reload overtook it, a
 * write's reply was taken since) is dropped instead of overwriting what is newer. Plain functions,
 * not React, so the order is tested without a DOM (api-read.test.ts); `useApiData` binds it to state.
 */
export const createReads = <T>(set: Dispatch<SetStateAction<TReadState<T>>>) => {
  let ticket = 0;
  return {
    /**
     * Reads `key` with `call`. `fresh`: a new request, shown as nothing until its reply (the old
     * effects' `setX(null)`); otherwise (a reload, the next page of a list) what is on screen stays
     * until the reply.
     */
    read: async (key: string, call: () => Promise<TEnvelope<T>>, fresh: boolean): Promise<void> => {
      const mine = ++ticket;
      set((last) => ({
        ...(fresh ? { data: null, error: null } : last),
        key,
        loading: true,
      }));
      const reply = await call();
      if (mine !== ticket) return;
      set(
        reply.code === Code.OK
          ? { key, data: reply.data, error: null, loading: false }
          : { key, data: null, error: reply, loading: false },
      );
    },
    /** Shows `data` (what a write answered with) and drops the reads under way, which predate it. */
    replace: (data: T) => {
      ticket++;
      set((last) => ({ ...last, data, error: null, loading: false }));
    },
    /** Drops the reads under way: the component left, or its request changed. */
    drop: () => {
      ticket++;
    },
  };
};
