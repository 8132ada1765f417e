import type { TGuestProfile } from '@huitang/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  guestProfiles,
  meetingDates,
  meetingGuests,
  meetingPlaces,
  meetings,
  meetingSessions,
  scheduleItemGuests,
  scheduleItems,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

const PROFILE_COLUMNS = {
  name: guestProfiles.name,
  nameEn: guestProfiles.nameEn,
  title: guestProfiles.title,
  titleEn: guestProfiles.titleEn,
  organization: guestProfiles.organization,
  organizationEn: guestProfiles.organizationEn,
  photo: guestProfiles.photo,
  introduction: guestProfiles.introduction,
  introductionEn: guestProfiles.introductionEn,
};

export const guestClaimRepository = {
  /** The profiles of these certified guests, by their user id. */
  async profilesOf(db: TDbOrTx, userIds: number[]) {
    const profiles = await db
      .select({ userId: guestProfiles.userId, ...PROFILE_COLUMNS })
      .from(guestProfiles)
      .where(inArray(guestProfiles.userId, userIds));
    return new Map(profiles.map(({ userId, ...profile }) => [userId, profile]));
  },

  /** The entries organisers made for this mobile, held until the claim commits. */
  async lockByMobile(tx: TDbOrTx, mobile: string) {
    return tx
      .select()
      .from(meetingGuests)
      .where(eq(meetingGuests.mobile, mobile))
      .orderBy(asc(meetingGuests.id))
      .for('update');
  },

  /** The meetings of these entries and who created each: the organisers to tell of a certification. */
  async organisersOf(tx: TDbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        guestName: meetingGuests.name,
        meetingName: meetings.meetingName,
        meetingNameEn: meetings.meetingNameEn,
        creatorId: meetings.creatorId,
      })
      .from(meetingGuests)
      .innerJoin(meetings, eq(meetings.id, meetingGuests.meetingId))
      .where(inArray(meetingGuests.id, ids))
      .orderBy(asc(meetingGuests.id));
  },

  /** Gives one of the person's entries back; undefined when it is not theirs. */
  async release(db: TDbOrTx, guestId: number, userId: number) {
    const rows = await db
      .update(meetingGuests)
      .set({ claimedBy: null })
      .where(and(eq(meetingGuests.id, guestId), eq(meetingGuests.claimedBy, userId)))
      .returning({ meetingId: meetingGuests.meetingId });
    return rows[0];
  },

  async claim(tx: TDbOrTx, ids: number[], userId: number) {
    await tx
      .update(meetingGuests)
      .set({ claimedBy: userId })
      .where(
        and(
          inArray(meetingGuests.id, ids),
          or(isNull(meetingGuests.claimedBy), eq(meetingGuests.claimedBy, userId)),
        ),
      );
  },

  async profile(db: TDbOrTx, userId: number): Promise<TGuestProfile | undefined> {
    const rows = await db.select(PROFILE_COLUMNS).from(guestProfiles).where(eq(guestProfiles.userId, userId));
    return rows[0];
  },

  async saveProfile(db: TDbOrTx, userId: number, profile: TGuestProfile) {
    const row = { ...profile, updatedAt: new Date() };
    await db
      .insert(guestProfiles)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: guestProfiles.userId, set: row });
  },

  /** A first claim starts the profile from an entry's texts; a kept profile is never overwritten. */
  async startProfile(tx: TDbOrTx, userId: number, from: TGuestProfile) {
    await tx
      .insert(guestProfiles)
      .values({ userId, ...from })
      .onConflictDoNothing();
  },

  /** The person's claimed entries with their meetings, newest meeting first. */
  async entries(db: TDbOrTx, userId: number) {
    return db
      .select({
        guestId: meetingGuests.id,
        meetingId: meetings.id,
        meetingName: meetings.meetingName,
        meetingNameEn: meetings.meetingNameEn,
        cover: meetings.cover,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
        keepOwnText: meetingGuests.keepOwnText,
      })
      .from(meetingGuests)
      .innerJoin(meetings, eq(meetings.id, meetingGuests.meetingId))
      .where(eq(meetingGuests.claimedBy, userId))
      .orderBy(sql`${meetings.startTime} desc`);
  },

  /** The talks these entries give: day, time, talk, session and room, in programme order. */
  async talks(db: TDbOrTx, guestIds: number[]) {
    if (guestIds.length === 0) return [];
    return db
      .select({
        guestId: scheduleItemGuests.guestId,
        day: meetingDates.day,
        startTime: scheduleItems.startTime,
        endTime: scheduleItems.endTime,
        title: scheduleItems.title,
        titleEn: scheduleItems.titleEn,
        session: meetingSessions.title,
        sessionEn: meetingSessions.titleEn,
        place: sql<string>`coalesce(${meetingPlaces.name}, '')`,
        placeEn: sql<string>`coalesce(${meetingPlaces.nameEn}, '')`,
      })
      .from(scheduleItemGuests)
      .innerJoin(scheduleItems, eq(scheduleItems.id, scheduleItemGuests.itemId))
      .innerJoin(meetingSessions, eq(meetingSessions.id, scheduleItems.sessionId))
      .innerJoin(meetingDates, eq(meetingDates.id, meetingSessions.dateId))
      .leftJoin(meetingPlaces, eq(meetingPlaces.id, meetingSessions.placeId))
      .where(inArray(scheduleItemGuests.guestId, guestIds))
      .orderBy(asc(meetingDates.day), asc(scheduleItems.startTime));
  },
};
