import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TCertificateIssue, TCertificateTemplateEdit, TCertificateVerify } from '@huitang/contracts';
import {
  certificates,
  certificateTemplates,
  checkIns,
  meetings,
  placeSignIns,
  registrations,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TCertificateRow = typeof certificates.$inferSelect;
export type TNewCertificate = typeof certificates.$inferInsert;

const withMeeting = {
  certificate: certificates,
  meetingName: meetings.meetingName,
  meetingNameEn: meetings.meetingNameEn,
};

export const certificateRepository = {
  async template(db: TDbOrTx, meetingId: number) {
    const [row] = await db
      .select()
      .from(certificateTemplates)
      .where(eq(certificateTemplates.meetingId, meetingId));
    return row;
  },

  async saveTemplate(db: TDbOrTx, values: TCertificateTemplateEdit) {
    const { meetingId: _meetingId, ...look } = values;
    await db
      .insert(certificateTemplates)
      .values(values)
      .onConflictDoUpdate({
        target: certificateTemplates.meetingId,
        set: { ...look, updatedAt: new Date() },
      });
  },

  /** The issuing lock: serial numbers are counted under the template's row. */
  async lockTemplate(tx: TDbOrTx, meetingId: number) {
    const [row] = await tx
      .select()
      .from(certificateTemplates)
      .where(eq(certificateTemplates.meetingId, meetingId))
      .for('update');
    return row;
  },

  async setLastSeq(tx: TDbOrTx, meetingId: number, lastSeq: number) {
    await tx
      .update(certificateTemplates)
      .set({ lastSeq })
      .where(eq(certificateTemplates.meetingId, meetingId));
  },

  /** Confirmed attendees who qualify, with the venues they signed in at (for their hours). */
  async recipients(db: TDbOrTx, meetingId: number, who: TCertificateIssue['recipients']) {
    const filter: Record<TCertificateIssue['recipients'], SQL | undefined> = {
      confirmed: undefined,
      checkedIn: isNotNull(checkIns.checkedInAt),
      placeSigned: sql`exists (select 1 from ${placeSignIns} p where p.registration_id = ${registrations.id})`,
    };
    return db
      .select({
        registrationId: registrations.id,
        name: registrations.name,
        mobile: registrations.mobile,
        unit: registrations.unit,
        placeIds: sql<number[]>`coalesce((select array_agg(p.place_id) from ${placeSignIns} p
          where p.registration_id = ${registrations.id}), '{}')`,
      })
      .from(registrations)
      .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id))
      .where(
        and(
          eq(registrations.meetingId, meetingId),
          eq(registrations.status, 'confirmed'),
          isNull(registrations.deletedAt),
          filter[who],
        ),
      )
      .orderBy(asc(registrations.id));
  },

  async mobilesWithCertificates(db: TDbOrTx, meetingId: number) {
    const rows = await db
      .select({ mobile: certificates.mobile })
      .from(certificates)
      .where(eq(certificates.meetingId, meetingId));
    return new Set(rows.map((row) => row.mobile));
  },

  async insertMany(tx: TDbOrTx, rows: TNewCertificate[]) {
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(certificates).values(rows.slice(start, start + 1000));
  },

  async list(db: TDbOrTx, meetingId: number, keyword: string, slice?: { offset: number; limit: number }) {
    const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
    const where = and(
      eq(certificates.meetingId, meetingId),
      keyword
        ? or(
            ilike(certificates.name, like),
            ilike(certificates.mobile, like),
            ilike(certificates.serial, like),
          )
        : undefined,
    );
    const query = db.select().from(certificates).where(where).orderBy(asc(certificates.id));
    const [rows, total] = await Promise.all([
      slice ? query.offset(slice.offset).limit(slice.limit) : query,
      db.$count(certificates, where),
    ]);
    return { rows, total };
  },

  async byId(db: TDbOrTx, id: number) {
    const [row] = await db
      .select(withMeeting)
      .from(certificates)
      .innerJoin(meetings, eq(meetings.id, certificates.meetingId))
      .where(eq(certificates.id, id));
    return row;
  },

  async update(
    db: TDbOrTx,
    id: number,
    values: Partial<Pick<TCertificateRow, 'name' | 'unit' | 'hours' | 'revokedAt' | 'revokeReason'>>,
  ) {
    const [row] = await db.update(certificates).set(values).where(eq(certificates.id, id)).returning();
    return row!;
  },

  async delete(db: TDbOrTx, meetingId: number, ids: number[]) {
    await db
      .delete(certificates)
      .where(and(eq(certificates.meetingId, meetingId), inArray(certificates.id, ids)));
  },

  async ofMobile(db: TDbOrTx, mobile: string) {
    return db
      .select(withMeeting)
      .from(certificates)
      .innerJoin(meetings, eq(meetings.id, certificates.meetingId))
      .where(eq(certificates.mobile, mobile))
      .orderBy(desc(certificates.issuedAt));
  },

  async verify(db: TDbOrTx, query: TCertificateVerify) {
    return db
      .select(withMeeting)
      .from(certificates)
      .innerJoin(meetings, eq(meetings.id, certificates.meetingId))
      .where(
        'serial' in query
          ? eq(certificates.serial, query.serial)
          : and(eq(certificates.name, query.name), eq(certificates.mobile, query.mobile)),
      )
      .orderBy(desc(certificates.issuedAt))
      .limit(20);
  },
};
