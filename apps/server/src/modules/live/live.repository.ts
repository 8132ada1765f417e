import { and, eq, isNull, sql } from 'drizzle-orm';
import { liveChannels, meetingPlaces, type TLiveGate } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

const channelColumns = {
  id: liveChannels.id,
  meetingId: liveChannels.meetingId,
  placeId: liveChannels.placeId,
  placeName: meetingPlaces.name,
  name: liveChannels.name,
  streamKey: liveChannels.streamKey,
  gate: liveChannels.gate,
  liveSince: liveChannels.liveSince,
};

export type TChannelRow = {
  id: number;
  meetingId: number;
  placeId: number;
  placeName: string;
  name: string;
  streamKey: string;
  gate: TLiveGate;
  liveSince: Date | null;
};

const selectChannels = (db: TDbOrTx) =>
  db
    .select(channelColumns)
    .from(liveChannels)
    .innerJoin(meetingPlaces, eq(meetingPlaces.id, liveChannels.placeId));

export const liveRepository = {
  /** The meeting a venue belongs to, or undefined when there is no such venue. */
  async meetingOfPlace(db: TDbOrTx, placeId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ meetingId: meetingPlaces.meetingId })
      .from(meetingPlaces)
      .where(eq(meetingPlaces.id, placeId));
    return row?.meetingId;
  },

  async byPlace(db: TDbOrTx, placeId: number): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.placeId, placeId));
    return row;
  },

  async byId(db: TDbOrTx, id: number): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.id, id));
    return row;
  },

  async byName(db: TDbOrTx, name: string): Promise<TChannelRow | undefined> {
    const [row] = await selectChannels(db).where(eq(liveChannels.name, name));
    return row;
  },

  /** A meeting's channels by venue order; with `en`, venues named in English where they have a name. */
  ofMeeting: (db: TDbOrTx, meetingId: number, locale: 'zh' | 'en' = 'zh'): Promise<TChannelRow[]> =>
    db
      .select({
        ...channelColumns,
        placeName:
          locale === 'en'
            ? sql<string>`coalesce(nullif(${meetingPlaces.nameEn}, ''), ${meetingPlaces.name})`
            : meetingPlaces.name,
      })
      .from(liveChannels)
      .innerJoin(meetingPlaces, eq(meetingPlaces.id, liveChannels.placeId))
      .where(eq(liveChannels.meetingId, meetingId))
      .orderBy(meetingPlaces.sort, liveChannels.id),

  /** Opens a venue's channel; a venue has one, so a second call finds the first. */
  async open(db: TDbOrTx, row: { meetingId: number; placeId: number; name: string; streamKey: string }) {
    await db.insert(liveChannels).values(row).onConflictDoNothing({ target: liveChannels.placeId });
  },

  setKey: (db: TDbOrTx, id: number, streamKey: string) =>
    db.update(liveChannels).set({ streamKey }).where(eq(liveChannels.id, id)),

  setGate: (db: TDbOrTx, id: number, gate: TLiveGate) =>
    db.update(liveChannels).set({ gate }).where(eq(liveChannels.id, id)),

  /** Every channel's name and key: what the ingest checks a push against. */
  keys: (db: TDbOrTx) =>
    db.select({ name: liveChannels.name, streamKey: liveChannels.streamKey }).from(liveChannels),

  startedLive: (db: TDbOrTx, name: string, at: Date) =>
    db
      .update(liveChannels)
      .set({ liveSince: at })
      .where(and(eq(liveChannels.name, name), isNull(liveChannels.liveSince))),

  stoppedLive: (db: TDbOrTx, name: string) =>
    db.update(liveChannels).set({ liveSince: null }).where(eq(liveChannels.name, name)),
};
