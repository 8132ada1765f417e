import {
  STUDYABLE_PERIOD_KINDS,
  type TCourseDetail,
  type TCourseKind,
  type TCourseListKind,
  type TLocale,
  type TPageRequest,
  type TPayProvider,
  type TPeriodPlay,
  type TPeriodDownload,
  type TPeriodRead,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { assertMayStudy } from '../course.policy.ts';
import { courseRepository } from '../course.repository.ts';
import { studies } from '../study/study.service.ts';
import { hasCollected } from '../collection/collection.service.ts';
import type { TDocumentService } from '../document/document.service.ts';
import type { TCourseFileService } from '../file/course-file.service.ts';
import type { TVideoService } from '../video/video.service.ts';
import { catalogRepository, type TCoursePriceFilter } from './catalog.repository.ts';
import type { TCourseAccessService } from './course-access.ts';
import { presentCard, presentPeriod, progressOf } from './catalog.presenter.ts';

/** Course cards as the other rooms list them (collections, studies, the platform's review). */
export const catalogCards = {
  card: (...a: Parameters<typeof catalogRepository.card>) => catalogRepository.card(...a),
  cards: (...a: Parameters<typeof catalogRepository.cards>) => catalogRepository.cards(...a),
  byStatus: (...a: Parameters<typeof catalogRepository.byStatus>) => catalogRepository.byStatus(...a),
};

interface TCatalogDeps {
  access: TCourseAccessService;
  videos: TVideoService;
  documents: TDocumentService;
  files: TCourseFileService;
  /** A course's live periods on air now. */
  onAir: (courseId: number) => Promise<Set<number>>;
  /** The gateways the course's owner takes money through. */
  payProviders: (orgId: number | null) => Promise<TPayProvider[]>;
}

/** The listed catalogue, a course's outline as the caller may study it, and playing a period. */
export const createCatalogService = (
  db: TDb,
  { access, videos, documents, files, onAir, payProviders }: TCatalogDeps,
) => ({
  async list(
    request: TPageRequest & {
      kind: TCourseListKind;
      keyword?: string | undefined;
      price?: TCoursePriceFilter | undefined;
      teacherId?: number | undefined;
      orgId?: number | undefined;
      categoryId?: number | undefined;
    },
  ) {
    const { list, totalCount } = await catalogRepository.listed(db, request, sliceOf(request));
    return toPage(list.map(presentCard), totalCount, request);
  },

  /** SPEC's class list (courseCategoryList), in the visitor's language. */
  categories: (filter: { kind?: TCourseKind | undefined; orgId?: number | undefined }, locale: TLocale) =>
    catalogRepository.categories(db, filter, locale),

  async view(caller: TSessionUser | null, id: number): Promise<TCourseDetail> {
    const { course, canManage, enrolled, vipActive } = await access.of(caller, id);
    const [card, [chapters, periods], study, collected, onAirNow] = await Promise.all([
      catalogRepository.card(db, id),
      courseRepository.outline(db, id),
      caller ? studies.ofCourse(db, caller.userId, id) : Promise.resolve([]),
      caller ? hasCollected(db, caller.userId, id) : Promise.resolve(false),
      onAir(id),
    ]);
    const videoRows = await videos.findMany(periods.flatMap((p) => (p.videoId ? [p.videoId] : [])));
    const videoById = new Map(videoRows.map((video) => [video.id, video]));
    const documentRows = await documents.findMany(
      periods.flatMap((p) => (p.documentId ? [p.documentId] : [])),
    );
    const pagesOf = new Map(documentRows.map((document) => [document.id, document.pageCount]));
    const fileRows = await files.findMany(periods.flatMap((p) => (p.fileId ? [p.fileId] : [])));
    const fileById = new Map(fileRows.map((file) => [file.id, file]));
    const studyOf = new Map(study.map((row) => [row.periodId, row]));
    const outline = { enrolled, videoById, pagesOf, fileById, studyOf, onAirNow };
    const lastStudied = study.toSorted((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime())[0];
    const studyable = periods.filter((period) => STUDYABLE_PERIOD_KINDS.includes(period.kind)).length;
    return {
      ...presentCard(card!),
      introduction: course.introduction,
      introductionEn: course.introductionEn,
      status: course.status,
      chapters: chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        titleEn: chapter.titleEn,
        periods: periods
          .filter((p) => p.chapterId === chapter.id)
          .map((period) => presentPeriod(period, outline)),
      })),
      enrolled,
      canManage,
      progress: progressOf(study.filter((row) => row.doneAt).length, studyable),
      resumePeriodId: lastStudied?.periodId ?? periods[0]?.id ?? null,
      payProviders: course.isFree || enrolled ? [] : await payProviders(course.orgId),
      vipActive,
      collected,
    };
  },

  /**
   * A period's HLS under a fresh grant, for those who may play it: anyone for a trial period, its
   * students and managers for the rest (306 otherwise, so the segments stay closed too).
   */
  async play(caller: TSessionUser | null, periodId: number): Promise<TPeriodPlay> {
    const period = await courseRepository.period(db, periodId);
    if (!period) throw notFound();
    const { enrolled } = await access.of(caller, period.courseId);
    assertMayStudy(period, enrolled);
    const [video] = period.videoId ? await videos.findMany([period.videoId]) : [];
    // A live period plays its replay once there is one.
    if (!['video', 'live'].includes(period.kind) || video?.status !== 'ready')
      throw conflict('course.notPlayable');
    const study = caller && (await studies.startPlay(db, caller.userId, period.courseId, period.id));
    const shown = videos.present(video);
    return {
      periodId,
      hlsUrl: shown.hlsUrl,
      poster: shown.poster,
      durationSeconds: video.durationSeconds,
      // Resuming near the very end would end at once: start such a period again from the top.
      positionSeconds:
        study && study.positionSeconds < video.durationSeconds - Math.min(3, video.durationSeconds / 10)
          ? study.positionSeconds
          : 0,
    };
  },

  /**
   * A resource period's file under a signed link, for those who may have it: anyone for a trial
   * period, its students and managers for the rest (306 otherwise). A student who takes it has
   * finished the period.
   */
  async download(caller: TSessionUser | null, periodId: number): Promise<TPeriodDownload> {
    const period = await courseRepository.period(db, periodId);
    if (!period) throw notFound();
    const { enrolled } = await access.of(caller, period.courseId);
    assertMayStudy(period, enrolled);
    const [file] = period.fileId ? await files.findMany([period.fileId]) : [];
    if (period.kind !== 'file' || !file) throw conflict('course.notDownloadable');
    if (caller && enrolled) await studies.finished(db, caller.userId, period);
    return { periodId, url: files.downloadPath(file), fileName: file.fileName, sizeBytes: file.sizeBytes };
  },

  /**
   * A document period's pages for the reader: a signed path to a PDF of exactly the pages the caller
   * may read (all, or the free first ones), and the page to resume on.
   */
  async read(caller: TSessionUser | null, periodId: number): Promise<TPeriodRead> {
    const { period, document, readablePages } = await access.toRead(caller, periodId);
    const study = caller && (await studies.ofPeriod(db, caller.userId, period.id));
    return {
      periodId,
      pageCount: document.pageCount,
      readablePages,
      pdfUrl: documents.readPath(document, readablePages),
      page: Math.min(Math.max(study?.positionSeconds ?? 1, 1), readablePages),
    };
  },
});
export type TCatalogService = ReturnType<typeof createCatalogService>;
