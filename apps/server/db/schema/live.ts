import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './user.ts';
import { meetings } from './meeting.ts';
import { meetingPlaces, meetingSessions } from './meeting-programme.ts';

/** Who may watch a channel: attendees with a confirmed place (SPEC 5), or anyone. */
export type TLiveGate = 'signup' | 'open';

/**
 * A live channel: one per venue (place), and one per session where the organiser opens it (a
 * session pushed from elsewhere: a remote speaker, a parallel room). A session's channel belongs to
 * the session's venue: viewers of the venue see it while it is on air, and its chat, watches and
 * replays count to the venue. Its name is the stream path's last part, random and never reused;
 * its key is the secret an organiser's encoder pushes with, replaced on demand.
 */
export const liveChannels = pgTable(
  'live_channels',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    /** The session whose channel this is; null for the venue's own. */
    sessionId: integer()
      .unique()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull().unique(),
    streamKey: varchar({ length: 48 }).notNull(),
    gate: varchar({ length: 8 }).notNull().default('signup').$type<TLiveGate>(),
    /** Whether its replays are open to everyone; otherwise they follow `gate`, as the live does. */
    replaysOpen: boolean().notNull().default(false),
    /** When its current live began, on any instance; null when it is not live. */
    liveSince: timestamp({ withTimezone: true }),
    /** The instance its publisher reached (platform/db/instance.ts): once that is gone, so is the live. */
    liveBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_channels_meeting').on(t.meetingId),
    uniqueIndex('live_channels_venue')
      .on(t.placeId)
      .where(sql`${t.sessionId} is null`),
  ],
);

/** recording → processing → ready, or failed (a full disk, a file ffmpeg cannot read). */
export type TReplayStatus = 'recording' | 'processing' | 'ready' | 'failed';

/**
 * A replay: a live's recording made into an MP4 with a poster frame. Rows in `processing` are the
 * queue the replay sweep claims with FOR UPDATE SKIP LOCKED, so instances never process one twice.
 */
export const liveReplays = pgTable(
  'live_replays',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    /** The session it was recorded on, when it came from the session's own channel. */
    sessionId: integer().references(() => meetingSessions.id, { onDelete: 'set null' }),
    title: varchar({ length: 100 }).notNull(),
    /** Its title for English visitors; '' shows `title`. */
    titleEn: varchar({ length: 200 }).notNull().default(''),
    status: varchar({ length: 12 }).notNull().$type<TReplayStatus>(),
    /** The recording, relative to the data folder, while it is being recorded and processed. */
    source: varchar({ length: 300 }).notNull(),
    fileUrl: varchar({ length: 500 }).notNull().default(''),
    posterUrl: varchar({ length: 500 }).notNull().default(''),
    durationSeconds: integer().notNull().default(0),
    error: text().notNull().default(''),
    published: boolean().notNull().default(true),
    claimedAt: timestamp({ withTimezone: true }),
    /** The instance writing the recording: one that died mid-live leaves it to be made a replay. */
    recordedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('live_replays_place').on(t.placeId, t.createdAt), index('live_replays_status').on(t.status)],
);

/** What viewers of a venue's live say to each other; organisers may delete a message. */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown when it was said. */
    nickname: varchar({ length: 64 }).notNull(),
    text: varchar({ length: 200 }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_messages_place').on(t.placeId, t.id)],
);

/** People a meeting's organisers have silenced in its live chats. */
export const liveMutes = pgTable(
  'live_mutes',
  {
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);

/** How a viewer watched: the low-latency FLV line, HLS, or through an edge (SRS) in front. */
export type TWatchVia = 'flv' | 'hls' | 'edge';

/**
 * One watch session: a viewer on a venue's live from first byte to leaving. Written when it begins
 * and kept current by the instance serving it every few seconds (`seenAt`), so a crashed instance
 * loses at most that much; `endedAt` is set when the viewer goes. Concurrent viewers over time are
 * counted from these rows, so every instance's viewers add up without a separate sample table.
 */
export const liveWatches = pgTable(
  'live_watches',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    /** Null for an anonymous viewer of an open channel (then `viewer` tells them apart). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    viewer: varchar({ length: 24 }).notNull(),
    via: varchar({ length: 4 }).notNull().$type<TWatchVia>(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('live_watches_place').on(t.placeId, t.startedAt),
    index('live_watches_meeting').on(t.meetingId, t.startedAt),
    index('live_watches_user').on(t.userId, t.startedAt),
  ],
);

/**
 * How a meeting's live looks (SPEC "live decoration"): a title over the player, the picture shown
 * on the player before it plays, the page's background, and what viewers see before the live
 * starts (a warm-up video, else a warm-up image). Empty means the platform's default.
 */
export const liveDecorations = pgTable('live_decorations', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  title: varchar({ length: 60 }).notNull().default(''),
  titleEn: varchar({ length: 120 }).notNull().default(''),
  coverUrl: varchar({ length: 500 }).notNull().default(''),
  backgroundUrl: varchar({ length: 500 }).notNull().default(''),
  warmupImageUrl: varchar({ length: 500 }).notNull().default(''),
  warmupVideoUrl: varchar({ length: 500 }).notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Where a live is on air: `live` while its encoder sends, `reconnecting` in the grace after it dropped. */
export type TOriginStatus = 'live' | 'reconnecting';

/**
 * Which instance holds a channel's publish (its origin), and what its ingest knows of the stream, so
 * that every other instance can show the live and pull it for its own viewers (an edge, as in SRS).
 * Keyed by the stream name, shared by venue channels and live lessons. A row goes when its publish
 * ends for good, or when its instance's lock is gone (platform/db/instance.ts).
 */
export const liveOrigins = pgTable('live_origins', {
  channel: varchar({ length: 24 }).primaryKey(),
  instanceId: integer().notNull(),
  /** Where the other instances reach this one (INSTANCE_URL, else its own listen address). */
  url: varchar({ length: 300 }).notNull(),
  status: varchar({ length: 12 }).notNull().default('live').$type<TOriginStatus>(),
  audio: boolean().notNull().default(false),
  width: integer().notNull().default(0),
  height: integer().notNull().default(0),
  kbps: integer().notNull().default(0),
  /** Whether the origin packages the live as HLS (it has ffmpeg). */
  hls: boolean().notNull().default(false),
  since: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
