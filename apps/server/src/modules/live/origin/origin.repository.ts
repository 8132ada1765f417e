import { and, eq } from 'drizzle-orm';
import { liveOrigins } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { instanceGone } from '../../../platform/db/instance.ts';

export type TOriginRow = Omit<typeof liveOrigins.$inferSelect, 'since'>;

const columns = {
  channel: liveOrigins.channel,
  instanceId: liveOrigins.instanceId,
  url: liveOrigins.url,
  status: liveOrigins.status,
  audio: liveOrigins.audio,
  width: liveOrigins.width,
  height: liveOrigins.height,
  kbps: liveOrigins.kbps,
  hls: liveOrigins.hls,
};

/** Which instance holds each live's publish (docs/decisions/047-live-origin-edge.md). */
export const originRepository = {
  all: (db: TDbOrTx): Promise<TOriginRow[]> => db.select(columns).from(liveOrigins),

  /** This instance holds the publish now: a row left by an instance the encoder reached before is taken over. */
  async claim(db: TDbOrTx, row: TOriginRow): Promise<void> {
    const { channel: _channel, ...rest } = row;
    await db.insert(liveOrigins).values(row).onConflictDoUpdate({ target: liveOrigins.channel, set: rest });
  },

  /** What the origin knows of the stream now; nothing when another instance holds it by now. */
  async update(db: TDbOrTx, row: TOriginRow): Promise<boolean> {
    const { channel, instanceId, ...rest } = row;
    const changed = await db
      .update(liveOrigins)
      .set(rest)
      .where(and(eq(liveOrigins.channel, channel), eq(liveOrigins.instanceId, instanceId)))
      .returning({ channel: liveOrigins.channel });
    return changed.length > 0;
  },

  /** The publish ended here; a row another instance took over since stays. */
  async release(db: TDbOrTx, channel: string, instanceId: number): Promise<boolean> {
    const gone = await db
      .delete(liveOrigins)
      .where(and(eq(liveOrigins.channel, channel), eq(liveOrigins.instanceId, instanceId)))
      .returning({ channel: liveOrigins.channel });
    return gone.length > 0;
  },

  /** Forgets the origins whose instance died with the live; answers their channels. */
  async endOrphaned(db: TDbOrTx): Promise<string[]> {
    const gone = await db
      .delete(liveOrigins)
      .where(instanceGone(liveOrigins.instanceId))
      .returning({ channel: liveOrigins.channel });
    return gone.map((row) => row.channel);
  },
};
