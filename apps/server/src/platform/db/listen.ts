import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';

export interface TListener {
  close: () => Promise<void>;
  /** pg_notify on the listener's own connection: an answer that must not wait for the busy pool. */
  send: (channel: string, payload: string) => Promise<void>;
}

export interface TListenOptions {
  /** Called as soon as the connection fails: until the next onNotify() nothing is being heard. */
  onLost?: () => void;
  /** The connection's application_name, by which pg_stat_activity tells the listeners apart. */
  applicationName?: string;
}

/**
 * LISTENs on a channel with its own connection, reconnecting after a failure. Instances share no
 * memory, so a change written by one reaches the others this way.
 */
export const listen = async (
  databaseUrl: string,
  channel: string,
  /** Called with the notification's payload; with none after a reconnect, when anything may have changed. */
  onNotify: (payload?: string) => void,
  log: FastifyBaseLogger,
  { onLost, applicationName }: TListenOptions = {},
): Promise<TListener> => {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      ...(applicationName ? { application_name: applicationName } : {}),
    });
    next.on('notification', (message) => onNotify(message.payload));
    next.on('error', (error) => {
      if (client === next) client = undefined;
      onLost?.();
      log.warn({ err: error }, `listener on ${channel} failed; reconnecting`);
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    // Whatever changed while we were disconnected is picked up now.
    onNotify();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
    send: async (to, payload) => {
      if (!client) throw new Error(`listener on ${channel} is not connected`);
      await client.query('select pg_notify($1, $2)', [to, payload]);
    },
  };
};

/** Announces `payload` on `channel` to every instance's listener, inside the caller's transaction if any. */
export const notify = async (db: TDbOrTx, channel: string, payload: string): Promise<void> => {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
};
