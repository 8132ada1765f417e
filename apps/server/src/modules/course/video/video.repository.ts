import { and, eq, inArray, sql } from 'drizzle-orm';
import { courseVideos } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TVideoRow = typeof courseVideos.$inferSelect;
type TVideoChanges = Partial<Omit<TVideoRow, 'id' | 'ownerId' | 'uploadId' | 'createdAt'>>;

export const videoRepository = {
  /** The video a finished upload became; the same upload finishing twice is one video. */
  async createQueued(
    db: TDbOrTx,
    values: { ownerId: number; uploadId: string; fileName: string; sizeBytes: number },
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
   * Takes a queued (or failed, on retry) video for transcoding; answers false when another worker
   * has it already, so a job delivered twice transcodes once.
   */
  async start(db: TDbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .update(courseVideos)
      .set({ status: 'transcoding', progress: 0, error: '', updatedAt: new Date() })
      .where(and(eq(courseVideos.id, id), inArray(courseVideos.status, ['queued', 'failed'])))
      .returning({ id: courseVideos.id });
    return rows.length > 0;
  },

  /**
   * Videos left transcoding by a process that stopped (no progress written for `staleSeconds`):
   * put back in the queue.
   */
  async requeueStale(db: TDbOrTx, staleSeconds: number) {
    const rows = await db
      .update(courseVideos)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(
        and(
          eq(courseVideos.status, 'transcoding'),
          sql`${courseVideos.updatedAt} < now() - make_interval(secs => ${staleSeconds})`,
        ),
      )
      .returning({ id: courseVideos.id });
    return rows.map((row) => row.id);
  },
};
