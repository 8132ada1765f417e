import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TPlayUrl } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { notify } from '../../../platform/db/listen.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';
import { assertManages, assertMayStudy } from '../course.policy.ts';
import { LIVE_KEYS_CHANNEL, type TLiveService } from '../../live/channel/live.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { courseRepository } from '../course.repository.ts';
import { createLiveLessonRecorder, type TLiveLessonRecorderDeps } from './live-lesson-recorder.ts';
import { presentLiveLesson } from './live-lesson.presenter.ts';
import { liveLessonRepository as repo, type TLiveChannelRow } from './live-lesson.repository.ts';

const newName = () => `c${randomBytes(9).toString('base64url')}`;
const newKey = () => randomBytes(24).toString('base64url');

interface TLiveLessonDeps extends TLiveLessonRecorderDeps {
  live: TLiveService;
  access: TCourseAccessService;
  /** Whether lives are recorded (ffmpeg is there to make the replay). */
  recorded: boolean;
  /** Kept public pages (the live list shows what is on air) go. */
  pagesChanged: () => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Live periods (docs/decisions/029-live-courses.md): each has a channel on the platform's RTMP
 * ingest, opened by its lecturer; students (anyone, for a trial period) watch under the live
 * module's signed play URLs; every live is recorded and the recording, transcoded like an upload,
 * becomes the period's replay video.
 */
export const createLiveLessonService = (db: TDb, deps: TLiveLessonDeps) => {
  const { live, access, log } = deps;
  const recorder = createLiveLessonRecorder(db, deps);

  /** The live period if the caller manages its course. */
  const managedPeriod = async (user: TSessionUser, periodId: number) => {
    const period = await courseRepository.period(db, periodId);
    if (!period) throw notFound();
    assertManages(await access.of(user, period.courseId));
    if (period.kind !== 'live') throw conflict('course.notLive');
    return period;
  };

  const present = (row: TLiveChannelRow, host: string) =>
    presentLiveLesson(row, live.pushState(row.name, host), deps.recorded);

  return {
    /** The ingest's view of these channels (live.adopt). */
    owner: {
      keys: () => repo.keys(db),
      keyOf: async (name: string) => (await repo.byName(db, name))?.channel.streamKey,
      async onLive(name: string, ingest: TRtmpIngest | undefined, instanceId: number) {
        const found = await repo.byName(db, name);
        if (!found) return false;
        await repo.startedLive(db, name, new Date(), instanceId);
        await deps.pagesChanged();
        if (deps.recorded && ingest)
          void recorder
            .record(ingest, name)
            .catch((error: unknown) =>
              log.error({ err: error, name }, 'making a live lesson’s replay failed'),
            );
        return true;
      },
      async onIdle(name: string) {
        if (!(await repo.byName(db, name))) return false;
        await repo.stoppedLive(db, name);
        await deps.pagesChanged();
        return true;
      },
      async endOrphanedLives() {
        const names = await repo.endOrphanedLives(db);
        if (names.length) await deps.pagesChanged();
        await recorder.resumeOrphaned();
        return names;
      },
      onAirNames: () => repo.onAirNames(db),
    },

    /** A live period's channel for its lecturer, opened the first time they look. */
    async channel(user: TSessionUser, periodId: number, host: string) {
      await managedPeriod(user, periodId);
      const existing = await repo.byPeriod(db, periodId);
      if (existing) return present(existing, host);
      const name = newName();
      await db.transaction(async (tx) => {
        await repo.open(tx, { periodId, name, streamKey: newKey() });
        await notify(tx, LIVE_KEYS_CHANNEL, name);
      });
      const row = (await repo.byPeriod(db, periodId))!;
      // This instance takes the key at once (the notice reaches the others, and this one, soon after).
      await live.reloadKeys(row.name);
      return present(row, host);
    },

    /** A new key: the old one is refused from now on, on every instance (a live push carries on). */
    async resetKey(user: TSessionUser, periodId: number, host: string) {
      await managedPeriod(user, periodId);
      const row = await repo.byPeriod(db, periodId);
      if (!row) throw notFound();
      const streamKey = newKey();
      await db.transaction(async (tx) => {
        await repo.setKey(tx, periodId, streamKey);
        await notify(tx, LIVE_KEYS_CHANNEL, row.name);
      });
      await live.reloadKeys(row.name);
      return present({ ...row, streamKey }, host);
    },

    /**
     * A play URL of a live period signed for this viewer: students and managers, anyone for a trial
     * period (306 otherwise). Before its lecturer opens the channel there is nothing to play yet.
     */
    async playUrl(
      caller: TSessionUser | null,
      periodId: number,
      viewer: string | undefined,
    ): Promise<TPlayUrl> {
      const period = await courseRepository.period(db, periodId);
      if (!period) throw notFound();
      const { enrolled } = await access.of(caller, period.courseId);
      if (period.kind !== 'live') throw conflict('course.notLive');
      assertMayStudy(period, enrolled);
      const channel = await repo.byPeriod(db, periodId);
      if (!channel)
        return {
          flvUrl: '',
          hlsUrl: '',
          expiresAt: new Date().toISOString(),
          live: false,
          hasAudio: false,
          sessionTitle: '',
        };
      return live.signPlay(channel.name, caller, viewer);
    },

    onAir: (courseId: number) => repo.onAir(db, courseId),
  };
};

export type TLiveLessonService = ReturnType<typeof createLiveLessonService>;
