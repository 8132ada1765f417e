import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { indexListedCourses } from './course.repository.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TQueue } from '../../platform/jobs/queue.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import type { TResumableUploads } from '../../platform/upload/resumable-upload.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import { RECORDING_PART_SECONDS } from '../../platform/media/recording-parts.ts';
import { findFfmpeg } from '../../platform/media/ffmpeg.ts';
import type { TLiveService } from '../live/channel/live.service.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import { createOwnership } from '../organization/ownership.service.ts';
import type { TPaymentService } from '../payment/payment.service.ts';
import { registerCatalogRoutes } from './catalog/catalog.routes.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createCourseAccess, type TIsVipMember } from './catalog/course-access.ts';
import { registerCourseRoutes } from './course.routes.ts';
import { createCourseReviewService } from './review/course-review.service.ts';
import { createCollectionService } from './collection/collection.service.ts';
import { createCourseOrderService } from './sales/course-order.service.ts';
import { registerVideoCountRoutes } from './count/video-count.routes.ts';
import { createVideoCountService } from './count/video-count.service.ts';
import { registerEarningsRoutes } from './earnings/earnings.routes.ts';
import { createEarningsService, type TSaleShares } from './earnings/earnings.service.ts';
import { createStudyService } from './study/study.service.ts';
import { createCourseService } from './course.service.ts';
import { registerLiveLessonRoutes } from './live/live-lesson.routes.ts';
import { createLiveLessonService } from './live/live-lesson.service.ts';
import { registerCourseFileRoutes } from './file/course-file.routes.ts';
import { createCourseFileService } from './file/course-file.service.ts';
import { registerDocumentRoutes } from './document/document.routes.ts';
import { createDocumentService } from './document/document.service.ts';
import { registerVideoRoutes } from './video/video.routes.ts';
import { TRANSCODE_EXPIRE_SECONDS, TRANSCODE_JOB, createVideoService } from './video/video.service.ts';

import { createPraxisAccess } from './study/praxis.ts';
import type { TPaperFits } from './course.service.ts';

interface TModuleDeps {
  db: TDb;
  queue: TQueue;
  organizations: TOrganizationService;
  payments: TPaymentService;
  isVipMember: TIsVipMember;
  /** The live module: live periods' channels go on its RTMP ingest. */
  live: TLiveService;
  /** Kept public pages go (a live course went on or off air). */
  pagesChanged: () => Promise<void>;
  /** How a sale is split between the platform, the lecturer and the institution. */
  saleShares: TSaleShares;
  dataDir: string;
  /** Where videos, documents and resource files are kept (local disk or S3). */
  storage: TStorage;
  uploads: TResumableUploads;
  /** How often a live period's recording goes to a bucket, in parts (config.live.recordingPartSeconds). */
  recordingPartSeconds?: number;
  secret: string;
  /** Whether a paper may be the course's exercise (the exam module's rule). */
  exercisePaperFits: TPaperFits;
}

/**
 * Courses with chapters and periods, and their videos (resumable uploads transcoded to HLS on the
 * queue); their review, the public catalogue, buying through the payment gateways, and studying.
 */
export const registerCourseModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const { db, queue, organizations, payments, saleShares, dataDir, secret, storage } = deps;
  // Nothing is served as it is kept: uploads are sources, videos and documents are read under signed grants.
  const ffmpeg = findFfmpeg();
  const videos = createVideoService(db, {
    queue,
    ffmpeg,
    storage,
    recordingDir: path.join(dataDir, 'recordings'),
    secret,
    instance: app.instance,
    log: app.log,
  });
  await queue.work<{ videoId: number }>(TRANSCODE_JOB, ({ videoId }) => videos.transcode(videoId), {
    expireSeconds: TRANSCODE_EXPIRE_SECONDS,
  });
  repeat(app, 60, 'requeueing stalled video transcodes', () => videos.sweep());
  const videoUploads = await registerVideoRoutes(app, { videos, uploads: deps.uploads, storage });
  repeat(app, 3600, 'deleting abandoned video uploads', () => videoUploads.sweep());
  // A PUT's body waits on this machine while it is checked; what is kept goes to the storage.
  const documents = createDocumentService(db, { storage, secret });
  await registerDocumentRoutes(app, documents, { incomingDir: path.join(dataDir, 'incoming'), storage });
  const files = createCourseFileService(db, { storage, secret });
  await registerCourseFileRoutes(app, files, { incomingDir: path.join(dataDir, 'incoming'), storage });
  const ownership = createOwnership(organizations);
  const indexed = await indexListedCourses(db);
  if (indexed > 0) app.log.info({ indexed }, 'listed courses indexed for search');
  registerCourseRoutes(
    app,
    createCourseService(db, ownership, { videos, documents, files, paperFits: deps.exercisePaperFits }),
  );
  const access = createCourseAccess(db, ownership, documents, deps.isVipMember);
  const liveLessons = createLiveLessonService(db, {
    live: deps.live,
    access,
    videos,
    storage,
    instanceId: app.instance.id,
    partSeconds: deps.recordingPartSeconds ?? RECORDING_PART_SECONDS,
    recorded: ffmpeg !== undefined,
    pagesChanged: deps.pagesChanged,
    log: app.log,
  });
  await deps.live.adopt(liveLessons.owner);
  registerLiveLessonRoutes(app, liveLessons);
  const earnings = createEarningsService(db, organizations, saleShares);
  const orders = createCourseOrderService(db, { access, payments, earnings });
  registerCatalogRoutes(app, {
    catalog: createCatalogService(db, {
      access,
      videos,
      documents,
      files,
      onAir: liveLessons.onAir,
      payProviders: (orgId) => payments.gateways.available(orgId),
    }),
    orders,
    study: createStudyService(db, access, videos, liveLessons.onAir),
    review: createCourseReviewService(db, ownership, videos),
    collections: createCollectionService(db, access),
  });
  registerEarningsRoutes(app, earnings);
  registerVideoCountRoutes(app, createVideoCountService(db, ownership));
  return { videos, praxis: createPraxisAccess(db, access) };
};
