import { randomBytes } from 'node:crypto';
import type { TLiveGate, TLiveVenue, TLocale, TMessageKey, TPlayUrl } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { notify } from '../../../platform/db/listen.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { Code } from '@huitang/contracts';
import type { THlsPackager } from '../../../platform/media/hls-packager.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { OFF_AIR, presentChannel, pushUrlOf } from './live.presenter.ts';
import { liveRepository, type TChannelRow } from './live.repository.ts';
import { watchingNow } from '../stats/live-stats.service.ts';
import { PLAY_URL_SECONDS, type TPlaySigner } from './play-signature.ts';
import type { TChannelOwner } from './channel-owner.ts';
import { createChannelKeys } from './channel-keys.ts';
import type { TLiveStreams } from '../origin/live-streams.ts';
import type { TOriginDirectory } from '../origin/origin-directory.ts';

/** The channel every instance listens on: a payload names a channel whose key changed. */
export const LIVE_KEYS_CHANNEL = 'huitang_live_keys';

/** Why a viewer may not watch: a live, or a replay. */
export const LIVE_REFUSALS = { signIn: 'live.signInToWatch', signUp: 'live.signUpToWatch' } as const;
const REPLAY_REFUSALS = { signIn: 'live.signInToWatchReplay', signUp: 'live.signUpToWatchReplay' } as const;

const newName = () => `c${randomBytes(9).toString('base64url')}`;
const newKey = () => randomBytes(24).toString('base64url');

export interface TLiveDeps {
  meetings: TMeetingService;
  /** Whether someone has a confirmed place at a meeting (sign-up's answer). */
  attends: (user: TSessionUser, meetingId: number) => Promise<boolean>;
  signer: TPlaySigner;
  /** This instance's HLS packager; undefined without ffmpeg. */
  hls: THlsPackager | undefined;
  /** Every live as this instance serves it: its own ingest's, or pulled from the instance holding it. */
  streams: TLiveStreams;
  /** Which instance holds each live's publish (this one records its own there). */
  origins: TOriginDirectory;
  /** Marks the lives this process carries, ended by the others if it dies. */
  instance: TInstance;
}

/**
 * Venues' live channels: opened and keyed by the meeting's organisers, pushed to with the key,
 * watched through signed play URLs by whoever the channel's gate lets in.
 */
/** Channels as the other live rooms read them (replays, statistics, the watch tracker). */
export const channelReads = {
  byName: (...a: Parameters<typeof liveRepository.byName>) => liveRepository.byName(...a),
  inPlace: (...a: Parameters<typeof liveRepository.inPlace>) => liveRepository.inPlace(...a),
  meetingOfPlace: (...a: Parameters<typeof liveRepository.meetingOfPlace>) =>
    liveRepository.meetingOfPlace(...a),
  session: (...a: Parameters<typeof liveRepository.session>) => liveRepository.session(...a),
};

export const createLiveService = (
  db: TDb,
  { meetings, attends, signer, hls, streams, origins, instance }: TLiveDeps,
) => {
  const owners: TChannelOwner[] = [];
  const keys = createChannelKeys(db, owners);
  const { mayPublish } = keys;

  const present = (row: TChannelRow, host: string) => {
    const ingest = streams.ingest;
    return presentChannel(
      row,
      ingest && { host, port: ingest.port, state: streams.stateOf(row.name) },
      hls !== undefined,
    );
  };

  const ownChannel = async (user: TSessionUser, id: number) => {
    const row = await liveRepository.byId(db, id);
    if (!row) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };

  const isOrganiser = (caller: TSessionUser | null, meetingId: number) =>
    caller
      ? meetings.authorize(caller, meetingId).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);

  /**
   * Who may watch a channel: its organisers always; others as its gate says (SPEC 5). Its replays
   * ask the same, unless the organiser opened them to everyone; `refusals` say which is refused.
   */
  const assertMayWatch = async (
    row: Pick<TChannelRow, 'meetingId' | 'gate'>,
    caller: TSessionUser | null,
    locale: TLocale,
    refusals: { signIn: TMessageKey; signUp: TMessageKey } = LIVE_REFUSALS,
  ) => {
    await meetings.publicView(row.meetingId, false, caller, locale);
    const organiser = await isOrganiser(caller, row.meetingId);
    if (row.gate === 'open' || organiser) return { organiser };
    if (!caller) throw new AppError(Code.CONFLICT, refusals.signIn);
    if (!(await attends(caller, row.meetingId))) throw new AppError(Code.CONFLICT, refusals.signUp);
    return { organiser };
  };

  /**
   * The channel a replay was recorded on: the session's own, else the venue's, else one that plays in
   * the venue (an edited film uploaded to a venue with session channels only).
   */
  const recordedOn = async ({ placeId, sessionId }: { placeId: number; sessionId: number | null }) =>
    (sessionId !== null ? await liveRepository.bySession(db, sessionId) : undefined) ??
    (await liveRepository.byPlace(db, placeId)) ??
    (await liveRepository.inPlace(db, placeId))[0];

  const openChannel = async (
    owner: { meetingId: number; placeId: number; sessionId?: number },
    find: () => Promise<TChannelRow | undefined>,
    host: string,
  ) => {
    const name = newName();
    await liveRepository.open(db, { ...owner, name, streamKey: newKey() });
    const row = (await find())!;
    if (row.name === name) await notify(db, LIVE_KEYS_CHANNEL, name);
    return present(row, host);
  };

  const statusOf = (row: TChannelRow) => streams.stateOf(row.name).status;

  /**
   * What a venue's viewers get: a session's own channel while it is on air, else the venue's channel,
   * else (a venue with session channels only) the first of those, to wait on.
   */
  const channelToPlay = (rows: TChannelRow[]) =>
    rows.find((row) => row.sessionId !== null && statusOf(row) !== 'idle') ??
    rows.find((row) => row.sessionId === null) ??
    rows[0];

  const venueChannel = async (placeId: number) => {
    const row = channelToPlay(await liveRepository.inPlace(db, placeId));
    if (!row) throw new AppError(Code.NOT_FOUND, 'live.noChannel');
    return row;
  };

  /** A play URL of channel `name` signed for this viewer (whom the caller already let in). */
  const signPlay = (name: string, caller: TSessionUser | null, anonymous: string | undefined): TPlayUrl => {
    const expires = Math.floor(Date.now() / 1000) + PLAY_URL_SECONDS;
    const viewer = caller ? `u${caller.userId}` : (anonymous ?? `a${randomBytes(6).toString('base64url')}`);
    const query = signer.query({ channel: name, viewer, expires });
    const state = streams.stateOf(name);
    return {
      flvUrl: `/live/flv/${name}.flv?${query}`,
      hlsUrl: streams.hasHls(name) ? `/live/hls/${name}/index.m3u8?${query}` : '',
      expiresAt: new Date(expires * 1000).toISOString(),
      live: state.status === 'live',
      hasAudio: state.audio,
      sessionTitle: '',
    };
  };

  /** A play URL of a channel signed for this viewer, when the channel's gate lets them in. */
  const signedPlayUrl = async (
    row: TChannelRow,
    caller: TSessionUser | null,
    anonymous: string | undefined,
    locale: TLocale,
  ): Promise<TPlayUrl> => {
    await assertMayWatch(row, caller, locale);
    return { ...signPlay(row.name, caller, anonymous), sessionTitle: row.sessionTitle };
  };

  return {
    reloadKeys: keys.reload,
    adopt: keys.adopt,
    /** Where an encoder pushes channel `name`, and what the ingest knows of it now (all empty when it is off). */
    pushState(name: string, host: string) {
      const ingest = streams.ingest;
      return {
        pushUrl: ingest ? pushUrlOf(host, ingest.port, name) : '',
        state: ingest ? streams.stateOf(name) : OFF_AIR,
      };
    },
    signPlay,

    mayPublish,
    /**
     * A channel went on or off air here: this instance is its origin (or no longer), and pages
     * showing what is live (kept for anonymous visitors) go.
     */
    async onLive(name: string) {
      if (!keys.has(name)) return;
      const ingest = streams.ingest;
      if (ingest) await origins.claim(name, ingest.stateOf(name), streams.hasHls(name));
      const row = await liveRepository.byName(db, name);
      if (!row) {
        for (const owner of owners) if (await owner.onLive(name, ingest, instance.id)) return;
        return;
      }
      await liveRepository.startedLive(db, name, new Date(), instance.id);
      await meetings.changed(row.meetingId);
    },
    async onIdle(name: string) {
      if (!keys.has(name)) return;
      await origins.release(name);
      // The encoder came back on another instance within the grace: the live goes on there.
      if (origins.elsewhere(name)) return;
      const row = await liveRepository.byName(db, name);
      if (!row) {
        for (const owner of owners) if (await owner.onIdle(name)) return;
        return;
      }
      await liveRepository.stoppedLive(db, name);
      await meetings.changed(row.meetingId);
    },

    /**
     * After a crash: what an instance that died left on air goes off air (pages say so), and an HLS
     * folder of a channel no instance is packaging goes, so no old playlist is served.
     */
    async recoverOrphanedLives({ starting }: { starting: boolean }) {
      await origins.endOrphaned();
      const ended = await liveRepository.endOrphanedLives(db);
      for (const meetingId of new Set(ended.map((row) => row.meetingId))) await meetings.changed(meetingId);
      const names = ended.map((row) => row.name);
      for (const owner of owners) names.push(...(await owner.endOrphanedLives()));
      await hls?.remove(names);
      const onAir = await Promise.all([
        liveRepository.onAirNames(db),
        ...owners.map((owner) => owner.onAirNames()),
      ]);
      await hls?.removeAllBut(new Set(onAir.flat()), { starting });
    },

    async open(user: TSessionUser, placeId: number, host: string) {
      const meetingId = await liveRepository.meetingOfPlace(db, placeId);
      if (meetingId === undefined) throw notFound();
      await meetings.authorize(user, meetingId);
      return openChannel({ meetingId, placeId }, () => liveRepository.byPlace(db, placeId), host);
    },

    /** A session's own channel, played in the session's venue while it is on air. */
    async openSession(user: TSessionUser, sessionId: number, host: string) {
      const session = await liveRepository.session(db, sessionId);
      if (!session) throw notFound();
      await meetings.authorize(user, session.meetingId);
      if (session.placeId === null) throw new AppError(Code.CONFLICT, 'live.sessionNoVenue');
      const { meetingId, placeId } = session;
      return openChannel(
        { meetingId, placeId, sessionId },
        () => liveRepository.bySession(db, sessionId),
        host,
      );
    },

    /**
     * A meeting's channels as its console shows them. Viewers of a live are counted from the watch
     * sessions of every instance (the ingest here only knows its own connections).
     */
    async ofMeeting(user: TSessionUser, meetingId: number, host: string) {
      await meetings.authorize(user, meetingId);
      const channels = (await liveRepository.ofMeeting(db, meetingId)).map((row) => present(row, host));
      const onAir = channels.filter((channel) => channel.status !== 'idle');
      const watching = await watchingNow(db, [...new Set(onAir.map((c) => c.placeId))]);
      return channels.map((channel) =>
        channel.status === 'idle' ? channel : { ...channel, viewers: watching.get(channel.placeId) ?? 0 },
      );
    },

    /** A new key: the old one is refused from now on, on every instance (a live push carries on). */
    async resetKey(user: TSessionUser, id: number, host: string) {
      const row = await ownChannel(user, id);
      const streamKey = newKey();
      await db.transaction(async (tx) => {
        await liveRepository.setKey(tx, id, streamKey);
        await notify(tx, LIVE_KEYS_CHANNEL, row.name);
      });
      keys.set(row.name, streamKey);
      return present({ ...row, streamKey }, host);
    },

    /** Who may watch the channel live, and whether its replays are open to everyone. */
    async setAccess(
      user: TSessionUser,
      { id, ...access }: { id: number; gate?: TLiveGate | undefined; replaysOpen?: boolean | undefined },
      host: string,
    ) {
      const row = await ownChannel(user, id);
      const changes = {
        ...(access.gate !== undefined && { gate: access.gate }),
        ...(access.replaysOpen !== undefined && { replaysOpen: access.replaysOpen }),
      };
      await liveRepository.setAccess(db, id, changes);
      // Pages kept for anonymous visitors list the meeting's replays, with or without their films.
      await meetings.changed(row.meetingId);
      return present({ ...row, ...changes }, host);
    },

    /**
     * Whether the caller may watch a replay, or why not: everyone (who may see the meeting) when its
     * channel opens its replays, else whoever may watch that channel live. A replay whose venue has no
     * channel any more asks what a new channel would: sign-up.
     */
    async assertMayWatchReplay(
      caller: TSessionUser | null,
      replay: { meetingId: number; placeId: number; sessionId: number | null },
      locale: TLocale,
    ) {
      const channel = await recordedOn(replay);
      const gate = channel?.replaysOpen ? 'open' : (channel?.gate ?? 'signup');
      await assertMayWatch({ meetingId: replay.meetingId, gate }, caller, locale, REPLAY_REFUSALS);
    },

    /** A meeting's venues that have a channel, in the visitor's language, with what is on air. */
    async venues(caller: TSessionUser | null, meetingId: number, locale: TLocale): Promise<TLiveVenue[]> {
      await meetings.publicView(meetingId, false, caller, locale);
      const byPlace = new Map<number, TChannelRow[]>();
      for (const row of await liveRepository.ofMeeting(db, meetingId, locale))
        byPlace.set(row.placeId, [...(byPlace.get(row.placeId) ?? []), row]);
      return [...byPlace.values()].map((rows) => {
        const row = channelToPlay(rows)!;
        return {
          placeId: row.placeId,
          placeName: row.placeName,
          status: statusOf(row),
          gate: row.gate,
          sessionTitle: statusOf(row) === 'idle' ? '' : row.sessionTitle,
        };
      });
    },

    /** The venue's meeting and whether the caller organises it, when the caller may watch it (its chat too). */
    async watchable(caller: TSessionUser | null, placeId: number, locale: TLocale) {
      const row = await venueChannel(placeId);
      const { organiser } = await assertMayWatch(row, caller, locale);
      return { meetingId: row.meetingId, organiser };
    },

    /** Whether the caller may moderate the meeting's chats. */
    isOrganiser,

    /** A play URL of what the venue shows now, signed for this viewer, or the reason they may not watch. */
    async playUrl(
      caller: TSessionUser | null,
      { placeId, viewer }: { placeId: number; viewer?: string | undefined },
      locale: TLocale,
    ): Promise<TPlayUrl> {
      return signedPlayUrl(await venueChannel(placeId), caller, viewer, locale);
    },

    /** A play URL of one session's own channel (session/schedule/live/url). */
    async sessionPlayUrl(
      caller: TSessionUser | null,
      { id, viewer }: { id: number; viewer?: string | undefined },
      locale: TLocale,
    ): Promise<TPlayUrl> {
      const row = await liveRepository.bySession(db, id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'live.noChannel');
      return signedPlayUrl(row, caller, viewer, locale);
    },

    /**
     * An edge's question (SRS's on_play / on_publish HTTP hooks, docs/decisions/019-live.md): may this
     * viewer play with this signed query, may this encoder publish with this key? Same rules as here.
     */
    edgeAllows(action: string, stream: string, param: string): boolean {
      const query = Object.fromEntries(new URLSearchParams(param.replace(/^\?/, '')));
      if (action === 'on_play') return keys.has(stream) && signer.verify(stream, query) !== undefined;
      if (action === 'on_publish') return mayPublish(stream, query.key ?? '');
      // Connections, stops and closes are not ours to refuse.
      return ['on_connect', 'on_close', 'on_stop', 'on_unpublish'].includes(action);
    },

    /** The streams, when a play request's signature for channel `name` holds and it can be served here. */
    playable(name: string, query: Record<string, unknown>) {
      return streams.canPlay(name) && keys.has(name) && signer.verify(name, query) ? streams : undefined;
    },
    /** Where channel `name`'s HLS is read from, when a playlist or segment request's signature holds. */
    playableHls(name: string, query: Record<string, unknown>) {
      return keys.has(name) && signer.verify(name, query) ? streams.hlsOf(name) : undefined;
    },
  };
};

export type TLiveService = ReturnType<typeof createLiveService>;
