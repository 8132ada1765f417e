/**
 * Calls that arrive while a batch of the same key is being written wait and go together in the
 * next one (a group commit): one transaction, one lock and one flush for many callers. No timer:
 * a call that finds its key idle starts at once, alone, so a quiet server answers as before; under
 * a rush the batch grows with the calls that arrived during the last one, up to `max`.
 *
 * `run` answers every item of its batch, each on its own (a settled result per item, in order):
 * one item that fails must not fail the others.
 */
export const createGroupCommit = <TItem, TResult>(
  run: (items: TItem[]) => Promise<PromiseSettledResult<TResult>[]>,
  max: number,
) => {
  interface TWaiting {
    item: TItem;
    resolve: (result: TResult) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, TWaiting[]>();

  const drain = async (key: string, queue: TWaiting[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0, max);
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
    queues.delete(key);
  };

  return {
    add(key: string, item: TItem): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) return void queue.push({ item, resolve, reject });
        const started = [{ item, resolve, reject }];
        queues.set(key, started);
        void drain(key, started);
      });
    },
  };
};
