import { and, eq, lt, sql } from 'drizzle-orm';
import type { KvStore } from '@tus/utils';
import { resumableUploads } from '../../../db/schema/index.ts';
import type { TDb } from '../db/client.ts';

/**
 * tus's record of each upload of one `store` (FileStore's config store, S3Store's metadata cache)
 * in PostgreSQL, where every instance reads what another wrote: the next PATCH of an upload may
 * reach any of them.
 */
export const createUploadState = <T>(
  db: TDb,
  store: string,
): KvStore<T> & {
  /** Ids of the uploads first recorded before `before`: candidates for the abandoned-upload sweep. */
  olderThan(before: Date): Promise<string[]>;
} => {
  const own = (id: string) => and(eq(resumableUploads.store, store), eq(resumableUploads.id, id));
  return {
    async get(id) {
      const [row] = await db.select({ value: resumableUploads.value }).from(resumableUploads).where(own(id));
      return row && (JSON.parse(row.value) as T);
    },
    async set(id, value) {
      await db
        .insert(resumableUploads)
        .values({ store, id, value: JSON.stringify(value) })
        .onConflictDoUpdate({
          target: [resumableUploads.store, resumableUploads.id],
          set: { value: sql`excluded.value`, updatedAt: new Date() },
        });
    },
    async delete(id) {
      await db.delete(resumableUploads).where(own(id));
    },
    async list() {
      const rows = await db
        .select({ id: resumableUploads.id })
        .from(resumableUploads)
        .where(eq(resumableUploads.store, store));
      return rows.map((row) => row.id);
    },
    async olderThan(before) {
      const rows = await db
        .select({ id: resumableUploads.id })
        .from(resumableUploads)
        .where(and(eq(resumableUploads.store, store), lt(resumableUploads.createdAt, before)));
      return rows.map((row) => row.id);
    },
  };
};
