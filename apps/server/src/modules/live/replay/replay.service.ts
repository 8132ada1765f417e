import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Code, type TLocale, type TReplay, type TReplayEdit, type TReplayUrl } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { makeReplay } from '../../../platform/media/replay-media.ts';
import type { TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { liveRepository } from '../channel/live.repository.ts';
import type { TLiveService } from '../channel/live.service.ts';
import type { TPlaySigner } from '../channel/play-signature.ts';
import { replayRepository, type TReplayRow } from './replay.repository.ts';

/** Where a signed replay URL points: /live/replay/<id>.mp4?v=&e=&s= (replay.routes.ts). */
export const REPLAY_FILE_ROUTE = '/live/replay/:file';
const fileAddress = (id: number) => `/live/replay/${id}.mp4`;
/** What a replay URL's signature is over, beside the viewer and the expiry (never a channel's name, c…). */
const grantName = (id: number) => `replay-${id}`;
/** A replay URL lasts the film and two hours more: a viewer who pauses may still seek when back. */
const URL_SECONDS_BEYOND = 2 * 3600;

/**
 * A replay as its organisers see it (both titles), or with `locale` as a visitor does (one, in their
 * language); `fileUrl` is the film's URL signed for the caller, '' when they may not watch it.
 */
const presentReplay = (row: TReplayRow, fileUrl: string, locale?: TLocale): TReplay => ({
  id: row.id,
  placeId: row.placeId,
  sessionId: row.sessionId,
  title: (locale === 'en' && row.titleEn) || row.title,
  titleEn: locale ? '' : row.titleEn,
  status: row.status,
  fileUrl,
  posterUrl: row.posterUrl,
  durationSeconds: row.durationSeconds,
  error: row.error,
  published: row.published,
  gmtCreate: row.createdAt.toISOString(),
});

/**
 * Replays: every live is recorded while it lasts; when it ends for good the recording waits as a
 * `processing` row, and the sweep (any instance) claims it and makes the MP4 and poster. Without
 * ffmpeg nothing is recorded, and the console says so.
 */
export const createReplayService = (
  db: TDb,
  {
    meetings,
    live,
    signer,
    ffmpeg,
    dataDir,
    uploadsDir,
    instance,
    log,
  }: {
    meetings: TMeetingService;
    live: Pick<TLiveService, 'assertMayWatchReplay'>;
    signer: TPlaySigner;
    ffmpeg: string | undefined;
    dataDir: string;
    uploadsDir: string;
    instance: TInstance;
    log: FastifyBaseLogger;
  },
) => {
  /**
   * Films are kept out of the public uploads and served only under a signed URL; posters stay public.
   * Films made before that are still in the public folder, whose route now refuses them.
   */
  const folders = { films: path.join(dataDir, 'replays'), posters: path.join(uploadsDir, 'replays') };

  /** The film's URL signed for this caller, when it is ready. */
  const signedUrl = (row: TReplayRow, caller: TSessionUser | null): TReplayUrl => {
    if (row.status !== 'ready' || !row.fileUrl) return { fileUrl: '', expiresAt: '' };
    const expires = Math.floor(Date.now() / 1000) + row.durationSeconds + URL_SECONDS_BEYOND;
    const viewer = caller ? `u${caller.userId}` : 'a';
    const query = signer.query({ channel: grantName(row.id), viewer, expires });
    return { fileUrl: `${fileAddress(row.id)}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
  };

  /**
   * Replays as a visitor sees them: every one listed, the film's URL only where the caller may watch
   * (asked once per recording channel: a meeting has a few).
   */
  const forVisitor = async (rows: TReplayRow[], caller: TSessionUser | null, locale: TLocale) => {
    const asked = new Map<string, Promise<boolean>>();
    const mayWatch = (row: TReplayRow) => {
      const key = `${row.placeId}:${row.sessionId}`;
      if (!asked.has(key))
        asked.set(
          key,
          live.assertMayWatchReplay(caller, row, locale).then(
            () => true,
            (error: unknown) => {
              if (error instanceof AppError && error.code === Code.CONFLICT) return false;
              throw error;
            },
          ),
        );
      return asked.get(key)!;
    };
    return Promise.all(
      rows.map(async (row) =>
        presentReplay(row, (await mayWatch(row)) ? signedUrl(row, caller).fileUrl : '', locale),
      ),
    );
  };
  /** The meeting's replays for its organisers, every film signed. */
  const forOrganiser = async (user: TSessionUser, meetingId: number) =>
    (await replayRepository.ofMeeting(db, meetingId)).map((row) =>
      presentReplay(row, signedUrl(row, user).fileUrl),
    );

  const ownReplay = async (user: TSessionUser, id: number) => {
    const row = await replayRepository.byId(db, id);
    if (!row) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };
  /** Whether `user` may upload a replay of this venue: its meeting's organisers may. */
  const mayUpload = async (
    user: TSessionUser,
    { meetingId, placeId }: { meetingId: number; placeId: number },
  ) => {
    if ((await liveRepository.meetingOfPlace(db, placeId)) !== meetingId) throw notFound();
    await meetings.authorize(user, meetingId);
    if (!ffmpeg) throw new AppError(Code.CONFLICT, 'live.noFfmpeg');
  };

  return {
    recording: ffmpeg !== undefined,

    /** Starts recording a channel that just went live (a reconnect within the grace goes on recording). */
    async record(ingest: TRtmpIngest, name: string) {
      if (!ffmpeg) return;
      const channel = await liveRepository.byName(db, name);
      if (!channel) return;
      const source = path.join('recordings', `${name}-${Date.now()}.flv`);
      const ended = ingest.record(name, path.join(dataDir, source));
      if (!ended) return;
      const englishName = channel.sessionId !== null ? channel.sessionTitleEn : channel.placeNameEn;
      // The day in China, where the meeting's times are written.
      const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      const replay = await replayRepository.insert(db, {
        meetingId: channel.meetingId,
        placeId: channel.placeId,
        // A session's channel records that session: the replay is named after it and found from it.
        ...(channel.sessionId !== null && { sessionId: channel.sessionId }),
        title: `${channel.sessionTitle || channel.placeName} ${day}`.slice(0, 100),
        // In English too where the session (or, for the venue's own channel, the venue) has an English name.
        titleEn: englishName ? `${englishName} ${day}`.slice(0, 200) : '',
        source,
        recordedBy: instance.id,
      });
      const end = await ended;
      await replayRepository.setStatus(
        db,
        replay.id,
        end.ok ? 'processing' : 'failed',
        end.ok ? '' : end.error,
      );
    },

    mayUpload,

    /**
     * An edited film uploaded in full: it waits as a `processing` replay of the venue, named after
     * the file, and the sweep makes it an MP4 with a poster as it does a recording.
     */
    async uploaded(
      user: TSessionUser,
      {
        meetingId,
        placeId,
        filename,
        file,
      }: { meetingId: number; placeId: number; filename: string; file: string },
    ) {
      await mayUpload(user, { meetingId, placeId });
      const replay = await replayRepository.insert(db, {
        meetingId,
        placeId,
        title: filename.replace(/\.[^.]+$/, '').slice(0, 60) || filename.slice(0, 60),
        source: path.relative(dataDir, file),
      });
      await replayRepository.setStatus(db, replay.id, 'processing');
      await meetings.changed(meetingId);
    },

    /** Recordings cut short by a crash become replays of what was recorded. */
    resumeOrphanedRecordings: () => replayRepository.resumeOrphanedRecordings(db),

    /** Makes one waiting recording a replay; false when none waits. */
    async processNext(): Promise<boolean> {
      if (!ffmpeg) return false;
      const row = await replayRepository.claim(db);
      if (!row) return false;
      const source = path.join(dataDir, row.source);
      try {
        const made = await makeReplay(
          ffmpeg,
          source,
          { video: folders.films, poster: folders.posters },
          `replay-${row.id}`,
        );
        await replayRepository.ready(db, row.id, {
          // The film's name in its folder: its URL is signed for each viewer.
          fileUrl: path.basename(made.video),
          posterUrl: `/uploads/replays/${path.basename(made.poster)}`,
          durationSeconds: made.durationSeconds,
        });
        // Pages that list the meeting's replays are kept for anonymous visitors: they go now.
        await meetings.changed(row.meetingId);
        // The recording, or an upload and the note the upload kept beside it.
        await Promise.all([rm(source, { force: true }), rm(`${source}.json`, { force: true })]);
      } catch (error) {
        log.error({ err: error, replay: row.id }, 'making a replay failed');
        await replayRepository.setStatus(db, row.id, 'failed', String(error).slice(0, 500));
      }
      return true;
    },

    async ofMeeting(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return forOrganiser(user, meetingId);
    },

    /** Renames a replay or shows/hides it to visitors; the meeting's replays after. */
    async edit(user: TSessionUser, { id, ...changes }: TReplayEdit) {
      const row = await ownReplay(user, id);
      await replayRepository.edit(db, id, changes);
      await meetings.changed(row.meetingId);
      return forOrganiser(user, row.meetingId);
    },

    /** Deletes a finished replay and its files; one being recorded or made is refused. */
    async remove(user: TSessionUser, id: number) {
      const row = await ownReplay(user, id);
      if (!(await replayRepository.removeDone(db, id))) throw new AppError(Code.CONFLICT, 'live.replayBusy');
      const film = row.fileUrl ? path.basename(row.fileUrl) : undefined;
      const files = [
        path.join(dataDir, row.source),
        // A film made before films moved out of the public folder is still there.
        ...(film ? [path.join(folders.films, film), path.join(folders.posters, film)] : []),
        ...(row.posterUrl ? [path.join(folders.posters, path.basename(row.posterUrl))] : []),
      ];
      await Promise.all(files.map((file) => rm(file, { force: true })));
      await meetings.changed(row.meetingId);
      return forOrganiser(user, row.meetingId);
    },

    /** A session's replays a visitor may watch (session/schedule/get/back). */
    async publicOfSession(caller: TSessionUser | null, sessionId: number, locale: TLocale) {
      const session = await liveRepository.session(db, sessionId);
      if (!session) throw notFound();
      await meetings.publicView(session.meetingId, false, caller, 'zh');
      return forVisitor(await replayRepository.publicOfSession(db, sessionId), caller, locale);
    },

    async publicOfMeeting(caller: TSessionUser | null, meetingId: number, locale: TLocale) {
      await meetings.publicView(meetingId, false, caller, locale);
      return forVisitor(await replayRepository.publicOfMeeting(db, meetingId), caller, locale);
    },

    /**
     * A replay's film signed for this viewer, when its channel's gate lets them in (video/url); a
     * hidden replay only for its organisers.
     */
    async playUrl(caller: TSessionUser | null, id: number, locale: TLocale): Promise<TReplayUrl> {
      const row = await replayRepository.byId(db, id);
      if (!row || row.status !== 'ready') throw notFound();
      if (
        !row.published &&
        !(
          caller &&
          (await meetings.authorize(caller, row.meetingId).then(
            () => true,
            () => false,
          ))
        )
      )
        throw notFound();
      await live.assertMayWatchReplay(caller, row, locale);
      return signedUrl(row, caller);
    },

    /** Where the film of a signed replay URL is, when its signature holds and has not expired. */
    async fileFor(file: string, query: Record<string, unknown>) {
      const id = Number(/^(\d{1,9})\.mp4$/.exec(file)?.[1]);
      if (!id || !signer.verify(grantName(id), query)) return undefined;
      const row = await replayRepository.byId(db, id);
      if (!row?.fileUrl || row.status !== 'ready') return undefined;
      const name = path.basename(row.fileUrl);
      const isIn = (folder: string) =>
        stat(path.join(folder, name)).then(
          () => true,
          () => false,
        );
      const folder = (await isIn(folders.films)) ? folders.films : folders.posters;
      return { folder, name };
    },
    folders,
  };
};

export type TReplayService = ReturnType<typeof createReplayService>;
