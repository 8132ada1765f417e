import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TQueue } from '../../platform/jobs/queue.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import { findFfmpeg } from '../../platform/media/ffmpeg.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import { createOwnership } from '../organization/ownership.service.ts';
import { registerCourseRoutes } from './course.routes.ts';
import { createCourseService } from './course.service.ts';
import { registerVideoRoutes } from './video/video.routes.ts';
import { TRANSCODE_JOB, createVideoService } from './video/video.service.ts';

interface TModuleDeps {
  db: TDb;
  queue: TQueue;
  organizations: TOrganizationService;
  dataDir: string;
  secret: string;
  /** A video still transcoding with no progress written this long was left by a stopped process. */
  staleTranscodeSeconds?: number;
}

/** Courses with chapters and periods, and their videos: resumable uploads transcoded to HLS on the queue. */
export const registerCourseModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const { db, queue, organizations, dataDir, secret, staleTranscodeSeconds = 300 } = deps;
  // Neither folder is served as it is: uploads are sources, videos are read under signed grants.
  const uploadDir = path.join(dataDir, 'video-uploads');
  const videos = createVideoService(db, {
    queue,
    ffmpeg: findFfmpeg(),
    uploadDir,
    videoDir: path.join(dataDir, 'videos'),
    secret,
    log: app.log,
  });
  await queue.work<{ videoId: number }>(TRANSCODE_JOB, ({ videoId }) => videos.transcode(videoId));
  repeat(app, 60, 'requeueing stalled video transcodes', () => videos.sweep(staleTranscodeSeconds));
  await registerVideoRoutes(app, videos, uploadDir);
  registerCourseRoutes(app, createCourseService(db, createOwnership(organizations), videos));
  return { videos };
};
