/**
 * Calls that arrive while a batch of the same key is being written wait and go together in a next
 * one (a group commit): one transaction, one lock and one flush for many callers. No timer: a call
 * that finds fewer than `inFlight` batches of its key under way starts one at once, so a quiet
 * server answers as before; under a rush each batch takes the calls that arrived meanwhile, up to
 * `max`. Two batches under way let one write its rows while the other holds the lock and commits.
 *
 * `run` answers every item of its batch, each on its own (a settled result per item, in order):
 * one item that fails must not fail the others.
 */
export const createGroupCommit = <TItem, TResult>(
  run: (items: TItem[]) => Promise<PromiseSettledResult<TResult>[]>,
  { max, inFlight }: { max: number; inFlight: number },
) => {
  interface TWaiting {
    item: TItem;
    resolve: (result: TResult) => void;
    reject: (error: unknown) => void;
  }
  const keys = new Map<string, { queue: TWaiting[]; running: number }>();

  const drain = async (key: string, state: { queue: TWaiting[]; running: number }) => {
    state.running++;
    while (state.queue.length > 0) {
      const batch = state.queue.splice(0, max);
      let settled: PromiseSettledResult<TResult>[];
      try {
        settled = await run(batch.map((waiting) => waiting.item));
      } catch (error) {
        settled = batch.map(() => ({ status: 'rejected', reason: error }));
      }
      batch.forEach((waiting, i) => {
        const outcome = settled[i]!;
        if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
        else waiting.reject(outcome.reason);
      });
    }
    if (--state.running === 0) keys.delete(key);
  };

  return {
    add(key: string, item: TItem): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        let state = keys.get(key);
        if (!state) keys.set(key, (state = { queue: [], running: 0 }));
        state.queue.push({ item, resolve, reject });
        if (state.running < inFlight) void drain(key, state);
      });
    },
  };
};
