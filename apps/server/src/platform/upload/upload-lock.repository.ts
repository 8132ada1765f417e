import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { listen } from '../db/listen.ts';

/** Where an instance asks the holder of an upload's lock, wherever it runs, to let go. */
const RELEASE_CHANNEL = 'resumable_upload_release';
/** The first key of the two-key advisory locks on uploads (the second is the upload id's hash). */
const LOCK_SPACE = "hashtext('resumable-upload')";
/** How often a waiting request tries the lock again, and how long it waits at most. */
const RETRY_MS = 50;
const ACQUIRE_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus's Locker on PostgreSQL: an upload being written is a session advisory lock held on a
 * connection of this instance's small lock pool, so two instances never append to one upload at
 * once. A request that finds the lock taken asks its holder to let go (NOTIFY; the holder's tus ends
 * its request, as tus's own memory locker does for a client that reconnected) and tries again. The
 * lock goes with its connection, so an instance that dies frees its uploads at once.
 */
export const createUploadLocker = async (
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<Locker & { close: () => Promise<void> }> => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    application_name: 'huitang-upload-locks',
  });
  pool.on('error', (error) => log.warn({ err: error }, 'an upload lock connection failed'));
  /** The locks this instance holds, and how to ask each one's request to end. */
  const held = new Map<string, RequestRelease>();
  const listener = await listen(databaseUrl, RELEASE_CHANNEL, (id) => void (id && held.get(id)?.()), log);

  const newLock = (id: string): Lock => {
    let client: pg.PoolClient | undefined;
    return {
      async lock(signal, requestRelease) {
        const connection = await pool.connect();
        const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
        try {
          for (let tries = 0; ; tries++) {
            const { rows } = await connection.query<{ taken: boolean }>(
              `select pg_try_advisory_lock(${LOCK_SPACE}, hashtext($1)) as taken`,
              [id],
            );
            if (rows[0]!.taken) break;
            // Asked once, then again every second in case the holder missed it (its listener reconnecting).
            if (tries % Math.round(1000 / RETRY_MS) === 0)
              await connection.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
            // tus's own refusal (its status and body), as its memory locker throws it.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            await pause(RETRY_MS);
          }
        } catch (error) {
          connection.release();
          throw error;
        }
        client = connection;
        held.set(id, requestRelease);
      },
      async unlock() {
        if (!client) throw new Error('Releasing an unlocked lock!');
        const connection = client;
        client = undefined;
        held.delete(id);
        try {
          await connection.query(`select pg_advisory_unlock(${LOCK_SPACE}, hashtext($1))`, [id]);
          connection.release();
        } catch (error) {
          // A connection that cannot unlock is closed: its lock goes with it.
          connection.release(error as Error);
        }
      },
    };
  };

  return {
    newLock,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
};
