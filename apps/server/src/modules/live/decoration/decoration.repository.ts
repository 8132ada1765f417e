import { eq, getTableColumns } from 'drizzle-orm';
import type { TLiveDecorationEdit } from '@huitang/contracts';
import { liveDecorations } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

const { updatedAt: _updatedAt, ...lookColumns } = getTableColumns(liveDecorations);
export type TDecorationRow = Omit<typeof liveDecorations.$inferSelect, 'updatedAt'>;

export const decorationRepository = {
  async of(db: TDbOrTx, meetingId: number): Promise<TDecorationRow | undefined> {
    const [row] = await db
      .select(lookColumns)
      .from(liveDecorations)
      .where(eq(liveDecorations.meetingId, meetingId));
    return row;
  },

  async save(db: TDbOrTx, values: TLiveDecorationEdit): Promise<TDecorationRow> {
    const { meetingId: _meetingId, ...look } = values;
    const [row] = await db
      .insert(liveDecorations)
      .values(values)
      .onConflictDoUpdate({ target: liveDecorations.meetingId, set: { ...look, updatedAt: new Date() } })
      .returning(lookColumns);
    return row!;
  },
};
