import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  liveChannels,
  meetingDates,
  meetingPlaces,
  meetingSessions,
  type TLiveGate,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { instanceGone } from '../../../platform/db/instance.ts';

/**
 * A session's channel follows its session to whichever venue the session is in now (the venue it was
 * opened in while the session has none).
 */
const channelPlace = sql<number>`coalesce(${meetingSessions.placeId}, ${liveChannels.placeId})`;

const channelColumns = {
  id: liveChannels.id,
  meetingId: liveChannels.meetingId,
  placeId: channelPlace,
  placeName: meetingPlaces.name,
  placeNameEn: meetingPlaces.nameEn,
  sessionId: liveChannels.sessionId,
  sessionTitle: sql<string>`coalesce(${meetingSessions.title}, '')`,
  sessionTitleEn: sql<string>`coalesce(${meetingSessions.titleEn}, '')`,
  name: liveChannels.name,
  streamKey: liveChannels.streamKey,
  gate: liveChannels.gate,
  replaysOpen: liveChannels.replaysOpen,
  liveSince: liveChannels.liveSince,
};

export type TChannelRow = {
  id: number;
  meetingId: number;
  placeId: number;
  placeName: string;
  placeNameEn: string;
  sessionId: number | null;
  sessionTitle: string;
  sessionTitleEn: string;
  name: string;
  streamKey: string;
  gate: TLiveGate;
  replaysOpen: boolean;
  liveSince: Date | null;
};

const selectChannels = (db: TDbOrTx, locale: 'zh' | 'en' = 'zh') =>
  db
    .select({
      ...channelColumns,
      ...(locale === 'en' && {
        placeName: sql<string>`coalesce(nullif(${meetingPlaces.nameEn}, ''), ${meetingPlaces.name})`,
        sessionTitle: sql<string>`coalesce(nullif(${meetingSessions.titleEn}, ''), ${meetingSessions.title}, '')`,
      }),
    })
    .from(liveChannels)
    .leftJoin(meetingSessions, eq(meetingSessions.id, liveChannels.sessionId))
    .innerJoin(meetingPlaces, eq(meetingPlaces.id, channelPlace));

/** Venue channels first, then sessions' in programme order. */
const programmeOrder = [
  asc(meetingPlaces.sort),
  sql`${liveChannels.sessionId} is not null`,
  sql`(select ${meetingDates.day} from ${meetingDates} where ${meetingDates.id} = ${meetingSessions.dateId})`,
  asc(meetingSessions.startTime),
  asc(liveChannels.id),
];

export const liveRepository = {
  /** The meeting a venue belongs to, or undefined when there is no such venue. */
  async meetingOfPlace(db: TDbOrTx, placeId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ meetingId: meetingPlaces.meetingId })
      .from(meetingPlaces)
      .where(eq(meetingPlaces.id, placeId));
    return row?.meetingId;
  },

  /** A session's meeting and venue, or undefined when there is no such session. */
  async session(db: TDbOrTx, sessionId: number) {
    const [row] = await db
      .select({ meetingId: meetingSessions.meetingId, placeId: meetingSessions.placeId })
      .from(meetingSessions)
      .where(eq(meetingSessions.id, sessionId));
    return row;
  },

  /** The venue's own channel. */
  async byPlace(db: TDbOrTx, placeId: number): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(
      and(eq(liveChannels.placeId, placeId), isNull(liveChannels.sessionId)),
    );
    return row;
  },

  async bySession(db: TDbOrTx, sessionId: number): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.sessionId, sessionId));
    return row;
  },

  /** Every channel that plays in a venue: its own first, then its sessions' in programme order. */
  inPlace: (db: TDbOrTx, placeId: number, locale: 'zh' | 'en' = 'zh'): Promise<TChannelRow[]> =>
    selectChannels(db, locale)
      .where(eq(channelPlace, placeId))
      .orderBy(...programmeOrder),

  async byId(db: TDbOrTx, id: number): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.id, id));
    return row;
  },

  async byName(db: TDbOrTx, name: string): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.name, name));
    return row;
  },

  /** A meeting's channels by venue, then programme order; with `en`, names in English where they have one. */
  ofMeeting: (db: TDbOrTx, meetingId: number, locale: 'zh' | 'en' = 'zh'): Promise<TChannelRow[]> =>
    selectChannels(db, locale)
      .where(eq(liveChannels.meetingId, meetingId))
      .orderBy(...programmeOrder),

  /**
   * Opens a venue's or a session's channel; each has one, so a second call (or a racing one) finds
   * the first — the unique indexes decide, and a random name never collides in practice.
   */
  async open(
    db: TDbOrTx,
    row: { meetingId: number; placeId: number; sessionId?: number; name: string; streamKey: string },
  ) {
    await db.insert(liveChannels).values(row).onConflictDoNothing();
  },

  setKey: (db: TDbOrTx, id: number, streamKey: string) =>
    db.update(liveChannels).set({ streamKey }).where(eq(liveChannels.id, id)),

  setAccess: (db: TDbOrTx, id: number, access: { gate?: TLiveGate; replaysOpen?: boolean }) =>
    db.update(liveChannels).set(access).where(eq(liveChannels.id, id)),

  /** Every channel's name and key: what the ingest checks a push against. */
  keys: (db: TDbOrTx) =>
    db.select({ name: liveChannels.name, streamKey: liveChannels.streamKey }).from(liveChannels),

  startedLive: (db: TDbOrTx, name: string, at: Date, instanceId: number) =>
    db
      .update(liveChannels)
      .set({ liveSince: sql`coalesce(${liveChannels.liveSince}, ${at})`, liveBy: instanceId })
      .where(eq(liveChannels.name, name)),

  stoppedLive: (db: TDbOrTx, name: string) =>
    db.update(liveChannels).set({ liveSince: null, liveBy: null }).where(eq(liveChannels.name, name)),

  /** Takes off air the channels whose instance died with the live. */
  endOrphanedLives: (db: TDbOrTx) =>
    db
      .update(liveChannels)
      .set({ liveSince: null, liveBy: null })
      .where(and(isNotNull(liveChannels.liveSince), instanceGone(liveChannels.liveBy)))
      .returning({ meetingId: liveChannels.meetingId, name: liveChannels.name }),

  /** The channels on air now, on any living instance (their HLS folders are current). */
  async onAirNames(db: TDbOrTx) {
    const rows = await db
      .select({ name: liveChannels.name })
      .from(liveChannels)
      .where(isNotNull(liveChannels.liveSince));
    return rows.map((row) => row.name);
  },
};
