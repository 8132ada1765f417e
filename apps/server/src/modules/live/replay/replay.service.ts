import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { chinaDay, Code, type TLocale, type TReplayEdit, type TReplayUrl } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { makeReplay } from '../../../platform/media/replay-media.ts';
import type { TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';
import {
  removeRecording,
  shipRecordingParts,
  withRecordingFile,
  RECORDING_PART_SECONDS,
} from '../../../platform/media/recording-parts.ts';
import { withTempFolder } from '../../../platform/storage/local-copy.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { channelReads } from '../channel/live.service.ts';
import type { TLiveService } from '../channel/live.service.ts';
import type { TPlaySigner } from '../channel/play-signature.ts';
import { replayRepository, type TReplayRow } from './replay.repository.ts';
import { presentReplay } from './replay.presenter.ts';

/**
 * Where a signed replay URL points: /live/replay/<id>.mp4?v=&e=&s= (replay.routes.ts); the poster,
 * shown to all, is /live/replay/<id>.jpg.
 */
export const REPLAY_FILE_ROUTE = '/live/replay/:file';
const fileAddress = (id: number) => `/live/replay/${id}.mp4`;
/**
 * The storage keys (decision 049): a replay's film and poster; recordings and uploads wait under the
 * `source` key written on their row. Films and posters made before the storage are where they were.
 */
const filmKey = (name: string) => `replays/${name}`;
const LEGACY_POSTERS = 'uploads/replays';
/** What a replay URL's signature is over, beside the viewer and the expiry (never a channel's name, c…). */
const grantName = (id: number) => `replay-${id}`;
/** A replay URL lasts the film and two hours more: a viewer who pauses may still seek when back. */
const URL_SECONDS_BEYOND = 2 * 3600;

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
    storage,
    instance,
    log,
    partSeconds = RECORDING_PART_SECONDS,
  }: {
    meetings: TMeetingService;
    live: Pick<TLiveService, 'assertMayWatchReplay'>;
    signer: TPlaySigner;
    ffmpeg: string | undefined;
    /** Where a live's recording is written while it lasts (a folder of this machine). */
    dataDir: string;
    /** Where recordings, uploads, films and posters are kept (local disk or S3). */
    storage: TStorage;
    instance: TInstance;
    log: FastifyBaseLogger;
    /** How often a recording's new bytes go to a bucket (config.live.recordingPartSeconds). */
    partSeconds?: number;
  },
) => {
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
    if ((await channelReads.meetingOfPlace(db, placeId)) !== meetingId) throw notFound();
    await meetings.authorize(user, meetingId);
    if (!ffmpeg) throw new AppError(Code.CONFLICT, 'live.noFfmpeg');
  };

  return {
    recording: ffmpeg !== undefined,

    /** Starts recording a channel that just went live (a reconnect within the grace goes on recording). */
    async record(ingest: TRtmpIngest, name: string) {
      if (!ffmpeg) return;
      const channel = await channelReads.byName(db, name);
      if (!channel) return;
      // On the local disk the recording is written in place. In a bucket it goes in parts as it
      // grows, so that an instance dying mid-live takes only the last part along (decision 047).
      const stamp = `recordings/${name}-${Date.now()}`;
      const inPlace = storage.localFile(`${stamp}.flv`);
      const source = inPlace ? `${stamp}.flv` : `${stamp}/`;
      const file = inPlace ?? path.join(dataDir, `${stamp}.flv`);
      await mkdir(path.dirname(file), { recursive: true });
      const ended = ingest.record(name, file);
      if (!ended) return;
      const englishName = channel.sessionId !== null ? channel.sessionTitleEn : channel.placeNameEn;
      // The day in China, where the meeting's times are written.
      const day = chinaDay(new Date());
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
      const parts = inPlace
        ? undefined
        : shipRecordingParts({ storage, file, folder: source, everyMs: partSeconds * 1000, log });
      const end = await ended;
      let failure = end.ok ? '' : end.error;
      // The rest goes to the storage, where any instance's replay sweep finds it.
      if (parts)
        await parts.finish().then(
          () => rm(file, { force: true }),
          (error: unknown) => {
            log.error({ err: error, file }, 'the end of a recording did not reach the storage; kept here');
            failure ||= `the end of the recording did not reach the storage: ${String(error)}`;
          },
        );
      await replayRepository.setStatus(db, replay.id, failure ? 'failed' : 'processing', failure);
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
        key,
      }: { meetingId: number; placeId: number; filename: string; key: string },
    ) {
      await mayUpload(user, { meetingId, placeId });
      const replay = await replayRepository.insert(db, {
        meetingId,
        placeId,
        title: filename.replace(/\.[^.]+$/, '').slice(0, 60) || filename.slice(0, 60),
        source: key,
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
      try {
        // ffmpeg works on files of this machine: the source comes from the storage, film and poster go to it.
        const made = await withRecordingFile(storage, row.source, (source) =>
          withTempFolder(async (folder) => {
            const base = `replay-${row.id}`;
            const result = await makeReplay(ffmpeg, source, { video: folder, poster: folder }, base);
            await storage.put(filmKey(`${base}.mp4`), { file: result.video }, 'video/mp4');
            await storage.put(filmKey(`${base}.jpg`), { file: result.poster }, 'image/jpeg');
            return { film: `${base}.mp4`, durationSeconds: result.durationSeconds };
          }),
        );
        await replayRepository.ready(db, row.id, {
          // The film's name in its folder: its URL is signed for each viewer.
          fileUrl: made.film,
          posterUrl: `/live/replay/${row.id}.jpg`,
          durationSeconds: made.durationSeconds,
        });
        // Pages that list the meeting's replays are kept for anonymous visitors: they go now.
        await meetings.changed(row.meetingId);
        // The recording, or the upload.
        await removeRecording(storage, row.source);
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
      await removeRecording(storage, row.source);
      await storage.remove([
        // A film made before films moved out of the public folder is still there.
        ...(film
          ? [filmKey(film), `${LEGACY_POSTERS}/${film}`, filmKey(film.replace(/\.mp4$/, '.jpg'))]
          : []),
        ...(row.posterUrl.startsWith('/uploads/')
          ? [`${LEGACY_POSTERS}/${path.basename(row.posterUrl)}`]
          : []),
      ]);
      await meetings.changed(row.meetingId);
      return forOrganiser(user, row.meetingId);
    },

    /** A session's replays a visitor may watch (session/schedule/get/back). */
    async publicOfSession(caller: TSessionUser | null, sessionId: number, locale: TLocale) {
      const session = await channelReads.session(db, sessionId);
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

    /**
     * The storage key of a replay file: a poster for anyone, a film when its URL's signature holds
     * and has not expired.
     */
    async fileFor(file: string, query: Record<string, unknown>) {
      const [, id, kind] = /^(\d{1,9})\.(mp4|jpg)$/.exec(file) ?? [];
      if (!id) return undefined;
      if (kind === 'mp4' && !signer.verify(grantName(Number(id)), query)) return undefined;
      const row = await replayRepository.byId(db, Number(id));
      if (!row?.fileUrl || row.status !== 'ready') return undefined;
      const name = path.basename(row.fileUrl);
      if (kind === 'jpg') return { key: filmKey(name.replace(/\.mp4$/, '.jpg')), contentType: 'image/jpeg' };
      const key =
        (await storage.size(filmKey(name))) !== undefined ? filmKey(name) : `${LEGACY_POSTERS}/${name}`;
      return { key, contentType: 'video/mp4' };
    },
  };
};

export type TReplayService = ReturnType<typeof createReplayService>;
