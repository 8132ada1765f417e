import { and, asc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { TBadgeTemplateEdit } from '@huitang/contracts';
import { badgeTemplates, checkIns, registrations, registrationTypes } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export interface TBadgeFilter {
  id?: number | undefined;
  typeId?: number | undefined;
  /** Checked in since this moment (the start of today in China). */
  checkedInSince?: Date | undefined;
}

export const badgeRepository = {
  async template(db: TDbOrTx, meetingId: number) {
    const [row] = await db.select().from(badgeTemplates).where(eq(badgeTemplates.meetingId, meetingId));
    return row;
  },

  async save(db: TDbOrTx, values: TBadgeTemplateEdit) {
    const { meetingId: _meetingId, ...look } = values;
    const [row] = await db
      .insert(badgeTemplates)
      .values(values)
      .onConflictDoUpdate({ target: badgeTemplates.meetingId, set: { ...look, updatedAt: new Date() } })
      .returning();
    return row!;
  },

  /** Confirmed registrants to print, in the order they registered. */
  async people(db: TDbOrTx, meetingId: number, filter: TBadgeFilter) {
    const conditions: (SQL | undefined)[] = [
      eq(registrations.meetingId, meetingId),
      isNull(registrations.deletedAt),
      eq(registrations.status, 'confirmed'),
      filter.id ? eq(registrations.id, filter.id) : undefined,
      filter.typeId ? eq(registrations.typeId, filter.typeId) : undefined,
      filter.checkedInSince ? gte(checkIns.checkedInAt, filter.checkedInSince) : undefined,
    ];
    return db
      .select({
        id: registrations.id,
        meetingId: registrations.meetingId,
        name: registrations.name,
        unit: registrations.unit,
        position: registrations.position,
        credentialCode: registrations.credentialCode,
        typeName: registrationTypes.name,
        typeNameEn: registrationTypes.nameEn,
      })
      .from(registrations)
      .innerJoin(registrationTypes, eq(registrationTypes.id, registrations.typeId))
      .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id))
      .where(and(...conditions))
      .orderBy(asc(registrations.id));
  },
};
