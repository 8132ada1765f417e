import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import { listen, type TListener } from '../db/listen.ts';
import { sessionRepository, type TSessionRow } from './session.repository.ts';

/** Migration session_cache_notify announces here, at COMMIT, every change that makes a kept session wrong. */
export const SESSION_CHANNEL = 'session_cache';
/** The listeners' application_name: a barrier counts them in pg_stat_activity to know how many answers to await. */
const LISTENER_NAME = 'huitang-session-cache';
/** Drops remembered for the lookups under way (see `store`); far more than can happen during one. */
const DROPS_KEPT = 1000;

export interface TSessionCache {
  /**
   * The session of a token's hash with its user, as PostgreSQL would answer it now: from memory when
   * this process read it less than ttlMs ago and nothing has announced a change since; otherwise
   * read, the misses that arrive together sharing one statement. `idleSeconds` is counted to now.
   */
  find(tokenHash: string): Promise<TSessionRow | undefined>;
  /** The session's last-seen was written at `at` (Date.now()): its idle time counts from then. */
  seen(tokenHash: string, at: number): void;
  /**
   * Call after a change that ends or alters sessions has COMMITted (sign-out, password, an account
   * disabled, its type changed): resolves once every process has dropped what it kept of it, so a
   * call answered after this one never meets the old session anywhere. If a process does not answer,
   * it waits ttlMs, after which nothing read before the change is kept anywhere.
   */
  settled(): Promise<void>;
  readonly size: number;
  /** False while the listener is disconnected: nothing is served from memory then. */
  readonly listening: boolean;
  close(): Promise<void>;
}

interface TEntry {
  row: TSessionRow;
  /** Date.now() at which the session was last seen, as far as this process knows. */
  seenAt: number;
  expires: number;
}

type TDrop = { seq: number } & (
  { kind: 'all' } | { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: number }
);

/**
 * A per-process cache of sessions. Every change that makes one wrong is announced on SESSION_CHANNEL by
 * a trigger (from any path, any process), and every process drops it on hearing it; entries also
 * expire after ttlMs, and at most maxEntries are kept (the oldest go first). While the listener is
 * disconnected nothing is served from memory: a change announced then would go unheard.
 */
export const createSessionCache = async (
  db: TDb,
  databaseUrl: string,
  log: FastifyBaseLogger,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
): Promise<TSessionCache> => {
  const entries = new Map<string, TEntry>();
  let live = false;
  // Drops numbered in the order heard: a lookup under way while one of its session was heard must not
  // keep what it read (it may have read the row before the change committed).
  let dropSeq = 0;
  const drops: TDrop[] = [];
  const acks = new Map<string, () => void>();

  const dropped = (drop: TDrop) => {
    drops.push(drop);
    if (drops.length > DROPS_KEPT) drops.shift();
  };
  const dropAll = () => {
    entries.clear();
    dropped({ seq: ++dropSeq, kind: 'all' });
  };
  const heard = (payload?: string) => {
    if (payload === undefined) {
      // (Re)connected: whatever changed while nobody listened is forgotten with the rest.
      dropAll();
      live = true;
      return;
    }
    const [kind, value = ''] = [payload.slice(0, 1), payload.slice(2)];
    if (kind === 't') {
      entries.delete(value);
      dropped({ seq: ++dropSeq, kind: 'token', tokenHash: value });
    } else if (kind === 'u') {
      const userId = Number(value);
      for (const [tokenHash, entry] of entries) if (entry.row.userId === userId) entries.delete(tokenHash);
      dropped({ seq: ++dropSeq, kind: 'user', userId });
    } else if (kind === 'b') {
      // A barrier: everything announced before it has been dropped here, in commit order.
      listener?.send(SESSION_CHANNEL, `a:${value}`).catch((error: unknown) => {
        log.warn({ err: error }, 'session cache could not answer a barrier');
      });
    } else if (kind === 'a') {
      acks.get(value)?.();
    }
  };
  // Assigned once listening; `heard` runs first for the connection itself, with no payload.
  let listener: TListener | undefined = undefined;
  listener = await listen(databaseUrl, SESSION_CHANNEL, heard, log, {
    applicationName: LISTENER_NAME,
    onLost: () => {
      live = false;
      dropAll();
    },
  });

  const lookups = createGroupCommit(
    async (tokenHashes: string[]) => {
      const rows = await sessionRepository.findByTokenHashes(db, tokenHashes);
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((tokenHash) => ({ status: 'fulfilled' as const, value: byHash.get(tokenHash) }));
    },
    { max: 200, inFlight: 2 },
  );

  /** Keeps a live session read at `readAt`, unless a drop that concerns it was heard since `seq`. */
  const store = (tokenHash: string, row: TSessionRow, readAt: number, seq: number) => {
    if (!live || row.endedAt || row.isDisabled) return;
    if (drops.length > 0 && drops[0]!.seq > seq + 1) return;
    for (let i = drops.length - 1; i >= 0 && drops[i]!.seq > seq; i--) {
      const drop = drops[i]!;
      if (drop.kind === 'all') return;
      if (drop.kind === 'token' && drop.tokenHash === tokenHash) return;
      if (drop.kind === 'user' && drop.userId === row.userId) return;
    }
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    // Expiry counts from before the read: once a change has committed, ttlMs later nothing read
    // before it is kept (what settled() waits for when a process does not answer).
    entries.set(tokenHash, { row, seenAt: readAt - row.idleSeconds * 1000, expires: readAt + ttlMs });
  };

  return {
    async find(tokenHash) {
      const now = Date.now();
      const entry = live ? entries.get(tokenHash) : undefined;
      if (entry && entry.expires > now) return { ...entry.row, idleSeconds: (now - entry.seenAt) / 1000 };
      if (entry) entries.delete(tokenHash);
      const seq = dropSeq;
      const row = await lookups.add('', tokenHash);
      if (row) store(tokenHash, row, now, seq);
      return row;
    },
    seen(tokenHash, at) {
      const entry = entries.get(tokenHash);
      if (entry) entry.seenAt = Math.max(entry.seenAt, at);
    },
    async settled() {
      const nonce = randomBytes(12).toString('base64url');
      let answered = 0;
      let expected = Number.POSITIVE_INFINITY;
      let done!: () => void;
      const all = new Promise<void>((resolve) => (done = resolve));
      acks.set(nonce, () => {
        if (++answered >= expected) done();
      });
      const timer = setTimeout(() => {
        log.warn(
          { answered, expected },
          'a session change was not confirmed by every process; waited out the cache',
        );
        done();
      }, ttlMs);
      try {
        expected = await sessionRepository.barrier(db, SESSION_CHANNEL, `b:${nonce}`, LISTENER_NAME);
        if (answered >= expected) done();
        await all;
      } finally {
        clearTimeout(timer);
        acks.delete(nonce);
      }
    },
    get size() {
      return entries.size;
    },
    get listening() {
      return live;
    },
    close: () => listener.close(),
  };
};
