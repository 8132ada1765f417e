import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { courseVideos } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { instanceGone } from '../../../platform/db/instance.ts';

export type TVideoRow = typeof courseVideos.$inferSelect;
type TVideoChanges = Partial<
  Omit<TVideoRow, 'id' | 'ownerId' | 'uploadId' | 'createdAt' | 'transcodes' | 'transcodedBy'>
>;

export const videoRepository = {
  /** The video a finished upload became; the same upload finishing twice is one video. */
  async createQueued(
    db: TDbOrTx,
    values: { ownerId: number; uploadId: string; fileName: string; sizeBytes: number; sourceParts?: boolean },
  ): Promise<TVideoRow> {
    const [row] = await db
      .insert(courseVideos)
      .values({ ...values, status: 'queued' })
      .onConflictDoUpdate({ target: courseVideos.uploadId, set: { updatedAt: new Date() } })
      .returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number): Promise<TVideoRow | undefined> {
    const [row] = await db.select().from(courseVideos).where(eq(courseVideos.id, id));
    return row;
  },

  findMany: (db: TDbOrTx, ids: number[]) =>
    ids.length ? db.select().from(courseVideos).where(inArray(courseVideos.id, ids)) : Promise.resolve([]),

  async update(db: TDbOrTx, id: number, changes: TVideoChanges) {
    await db
      .update(courseVideos)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(courseVideos.id, id));
  },

  /**
   * Takes a video for transcoding as instance `by`: a queued one (or failed, on retry), or one whose
   * transcoding instance is gone (killed mid-run). Answers false when a living instance has it, so a
   * job delivered twice — a retry, an expiry while the first run goes on — transcodes once.
   */
  async start(db: TDbOrTx, id: number, by: number): Promise<boolean> {
    const rows = await db
      .update(courseVideos)
      .set({
        status: 'transcoding',
        progress: 0,
        error: '',
        transcodes: sql`${courseVideos.transcodes} + 1`,
        transcodedBy: by,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(courseVideos.id, id),
          or(
            inArray(courseVideos.status, ['queued', 'failed']),
            and(eq(courseVideos.status, 'transcoding'), instanceGone(courseVideos.transcodedBy)),
          ),
        ),
      )
      .returning({ id: courseVideos.id });
    return rows.length > 0;
  },

  /**
   * Videos left transcoding by an instance that is gone (or by a process from before instances were
   * written): put back in the queue. A slow transcode of a living instance is left alone, however long.
   */
  async requeueOrphaned(db: TDbOrTx) {
    const rows = await db
      .update(courseVideos)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(and(eq(courseVideos.status, 'transcoding'), instanceGone(courseVideos.transcodedBy)))
      .returning({ id: courseVideos.id });
    return rows.map((row) => row.id);
  },
};
