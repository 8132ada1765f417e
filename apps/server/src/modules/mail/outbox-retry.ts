/*
 * What the mail and SMS runs share once they hold a claimed message (decision 024): how often a
 * refused one is tried, how long it waits between tries, and how long one run sends.
 */

const MAX_ATTEMPTS = 3;
/** A run hands over to a fresh job after this long, well inside the queue's job expiry (300 s). */
export const RUN_MS = 120_000;

/**
 * What becomes of a refused message: tried again later with back-off (retrySeconds, then twice, …)
 * until its last attempt, then failed; a permanent refusal fails at once. The reply is kept, cut
 * to what its column shows.
 */
export const refusalOf = (
  message: { attempts: number },
  reply: string,
  {
    retrySeconds,
    replyLength,
    permanent = false,
  }: { retrySeconds: number; replyLength: number; permanent?: boolean },
) => ({
  status: permanent || message.attempts >= MAX_ATTEMPTS ? ('failed' as const) : ('queued' as const),
  reply: reply.slice(0, replyLength),
  nextAttemptAt: new Date(Date.now() + 2 ** (message.attempts - 1) * retrySeconds * 1000),
});

/** When the next run starts: as the next message falls due, and not at once (the run just ended). */
export const nextRunAt = (due: Date) => new Date(Math.max(due.getTime(), Date.now() + 200));
