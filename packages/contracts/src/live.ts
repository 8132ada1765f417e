import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { optionalText, ZId, ZOptionalLinkUrl } from './fields.ts';
import { ZMeetingCard } from './meeting.ts';

/** Who may watch: attendees with a confirmed place (SPEC 5: sign up to watch), or anyone. */
export const ZLiveGate = z.enum(['signup', 'open']);
export type TLiveGate = z.infer<typeof ZLiveGate>;

export const ZPlaceIdRequest = z.object({ placeId: ZId });
/**
 * A play URL for a venue. An anonymous viewer names the id their first URL carried (`v=a…`), so a
 * renewed URL goes on counting as the same watch; signed-in viewers are known by their session.
 */
export const ZPlayUrlRequest = ZPlaceIdRequest.extend({
  viewer: z
    .string()
    .regex(/^a[\w-]{8}$/)
    .optional(),
});
/** A play URL of one session's own channel (session/schedule/live/url). */
export const ZSessionPlayUrlRequest = ZPlayUrlRequest.omit({ placeId: true }).extend({ id: ZId });
export const ZSessionIdRequest = z.object({ sessionId: ZId });
/** Who may watch a channel live, and whether its replays are open to everyone (else they follow `gate`). */
export const ZChannelGateRequest = z.object({
  id: ZId,
  gate: ZLiveGate.optional(),
  replaysOpen: z.boolean().optional(),
});

/** A venue's channel as its organiser sees it: where and with what to push, and what is on air. */
export const ZLiveChannel = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  placeId: z.number().int(),
  placeName: z.string(),
  /** The session whose own channel this is; null for the venue's channel. */
  sessionId: z.number().int().nullable(),
  sessionTitle: z.string(),
  /** rtmp://host:port/live/<name>: the server address and stream name an encoder is given. */
  pushUrl: z.string(),
  streamKey: z.string(),
  gate: ZLiveGate,
  /** Whether its replays are open to everyone; otherwise watching them takes what `gate` asks. */
  replaysOpen: z.boolean(),
  /** Whether this server records lives and serves HLS (it has ffmpeg); FLV plays either way. */
  recorded: z.boolean(),
  status: z.enum(['live', 'reconnecting', 'idle']),
  viewers: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** What the encoder sends now, in kbit/s (0 when off air, or just started). */
  kbps: z.number().int(),
  /** Whether the live carries sound: an encoder with its microphone off is worth telling the organiser. */
  audio: z.boolean(),
});
export type TLiveChannel = z.infer<typeof ZLiveChannel>;

/** Where a viewer plays a venue live: a URL signed for them, good until expiresAt (renewed by the page). */
export const ZPlayUrl = z.object({
  flvUrl: z.string(),
  /** The same live as HLS (Safari on iPhone, or the viewer's choice); '' when the platform has no ffmpeg. */
  hlsUrl: z.string(),
  expiresAt: z.string(),
  live: z.boolean(),
  /** Whether it carries sound: the FLV player must not wait for sound a silent encoder never sends. */
  hasAudio: z.boolean(),
  /** The session whose own channel plays; '' for the venue's channel. */
  sessionTitle: z.string(),
});
export type TPlayUrl = z.infer<typeof ZPlayUrl>;

/**
 * Whether the caller may enter a live (SPEC place/live/login, session/schedule/live/login), asked
 * before a page draws the player: when not, what to do first, so it can offer sign-in or sign-up.
 */
export const ZLiveEntry = z.object({
  allowed: z.boolean(),
  /** signIn: a stranger at a sign-up-only live; signUp: signed in, no confirmed place; null when allowed. */
  need: z.enum(['signIn', 'signUp']).nullable(),
  /** Why not, in the caller's language; '' when allowed. */
  msg: z.string(),
});
export type TLiveEntry = z.infer<typeof ZLiveEntry>;

/** A venue that streams, as the meeting's watch page lists it. */
export const ZLiveVenue = z.object({
  placeId: z.number().int(),
  placeName: z.string(),
  status: z.enum(['live', 'reconnecting', 'idle']),
  gate: ZLiveGate,
  /** The session on air on its own channel; '' when the venue's channel plays or nothing does. */
  sessionTitle: z.string(),
});
export type TLiveVenue = z.infer<typeof ZLiveVenue>;

/**
 * What a meeting's live is at now (SPEC 4's presentation labels): a venue on air; the meeting not
 * begun; begun with nothing on air yet; over, or between lives, with replays to watch; over without.
 */
export const ZLiveLabel = z.enum(['living', 'notStarted', 'liveNotStarted', 'playingBack', 'liveEnded']);
export type TLiveLabel = z.infer<typeof ZLiveLabel>;

/** A meeting in the live lists (/meetingLive, /meetingBack): its card and its live label. */
export const ZLiveMeetingCard = ZMeetingCard.extend({ liveLabel: ZLiveLabel });
export type TLiveMeetingCard = z.infer<typeof ZLiveMeetingCard>;
export const ZLiveMeetingPage = pageOf(ZLiveMeetingCard);
/** The live lists, of the whole platform or of one organisation's site (its live centre). */
export const ZLiveListRequest = ZPageRequest.extend({ orgId: ZId.optional() });

/** A venue's recorded live, made into a video to watch again. */
export const ZReplay = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  /** The session it was recorded on (its own channel); null for a venue's recording. */
  sessionId: z.number().int().nullable(),
  /** For visitors, in their language; for its organisers, the Chinese title beside `titleEn`. */
  title: z.string(),
  /** Its English title, for its organisers ('' for visitors, whose `title` is already in their language). */
  titleEn: z.string(),
  status: z.enum(['recording', 'processing', 'ready', 'failed']),
  /**
   * The film under a URL signed for the caller that expires (like a live's play URL); '' when the
   * caller may not watch it (the channel's gate) or it is not ready.
   */
  fileUrl: z.string(),
  posterUrl: z.string(),
  durationSeconds: z.number().int(),
  /** Why it failed (a full disk while recording, a file ffmpeg could not read); '' otherwise. */
  error: z.string(),
  published: z.boolean(),
  gmtCreate: z.string(),
});
export type TReplay = z.infer<typeof ZReplay>;

/** Where a viewer plays a replay: a URL signed for them, good until expiresAt (video/url). */
export const ZReplayUrl = z.object({ fileUrl: z.string(), expiresAt: z.string() });
export type TReplayUrl = z.infer<typeof ZReplayUrl>;

/** An organiser's change to a replay: its title, and whether visitors see it. */
export const ZReplayEdit = z.object({
  id: ZId,
  title: z.string().trim().min(1).max(60).optional(),
  /** '' clears it: English visitors then read the Chinese title. */
  titleEn: z.string().trim().max(120).optional(),
  published: z.boolean().optional(),
});
export type TReplayEdit = z.infer<typeof ZReplayEdit>;

/** A line of a venue's live chat. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Longest chat line, in characters. */
export const CHAT_MAX = 200;

/** What the chat's WebSocket sends a viewer. */
export type TChatEvent =
  | { type: 'hello'; history: TChatMessage[]; canSay: boolean; canModerate: boolean; muted: boolean }
  | { type: 'said'; message: TChatMessage }
  | { type: 'deleted'; id: number }
  | { type: 'muted'; userId: number; muted: boolean }
  | { type: 'refused'; msg: string };

export const ZChatModerate = z.object({ id: ZId });
export const ZChatMute = z.object({ meetingId: ZId, userId: ZId, muted: z.boolean() });

/**
 * How a meeting's live looks: a title over the player (the meeting's name when empty), the picture
 * on the player before it plays, the page's background, and what viewers see before the live
 * starts — the warm-up video, else the warm-up image. Files are uploads; empty means the default.
 */
export const ZLiveDecorationEdit = z.object({
  meetingId: ZId,
  title: optionalText(60),
  titleEn: optionalText(120),
  coverUrl: ZOptionalLinkUrl,
  backgroundUrl: ZOptionalLinkUrl,
  warmupImageUrl: ZOptionalLinkUrl,
  warmupVideoUrl: ZOptionalLinkUrl,
});
export type TLiveDecorationEdit = z.infer<typeof ZLiveDecorationEdit>;
export const ZLiveDecoration = ZLiveDecorationEdit.extend({
  meetingId: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  coverUrl: z.string(),
  backgroundUrl: z.string(),
  warmupImageUrl: z.string(),
  warmupVideoUrl: z.string(),
});
export type TLiveDecoration = z.infer<typeof ZLiveDecoration>;
/** The decoration as a viewer gets it: the title in their language (falling back to Chinese). */
export const ZLiveLook = ZLiveDecoration.omit({ meetingId: true, titleEn: true });
export type TLiveLook = z.infer<typeof ZLiveLook>;

/**
 * Where an organiser uploads an edited replay: a tus endpoint (resumable, in chunks), outside /apis
 * like the live streams themselves; the upload's metadata says where it belongs.
 */
export const REPLAY_UPLOAD_PATH = '/live/replays/upload';
/** Films a replay can be made from without re-encoding (H.264/AAC in an MP4 or QuickTime box). */
export const REPLAY_UPLOAD_EXTENSIONS = ['mp4', 'm4v', 'mov'];
export const ZReplayUploadMeta = z.object({
  meetingId: ZId,
  placeId: ZId,
  filename: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((name) => REPLAY_UPLOAD_EXTENSIONS.includes(name.split('.').pop()?.toLowerCase() ?? ''), {
      message: 'upload.unsupported',
    }),
});
