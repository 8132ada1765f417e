import type {
  TCourseOutline,
  TCourseSaveRequest,
  TCourseUpdateRequest,
  TPageRequest,
  TCourseKind,
  TCourseStatus,
  TPeriodSaveRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import { Code } from '@huitang/contracts';
import { assertCanPublish, type TOwnership } from '../organization/ownership.service.ts';
import { courseRepository as repo, type TCourseRow } from './course.repository.ts';
import type { TDocumentService } from './document/document.service.ts';
import type { TCourseFileService } from './file/course-file.service.ts';
import type { TVideoService } from './video/video.service.ts';
import { hasCourseOrders } from './sales/course-order.service.ts';
import { studies } from './study/study.service.ts';
import { presentCourse } from './course.presenter.ts';

type TCourseFields = Omit<TCourseUpdateRequest, 'id'>;
const toRow = (fields: TCourseFields) => ({
  ...fields,
  priceFen: fields.isFree ? 0 : fields.priceFen,
  originalPriceFen: fields.isFree ? 0 : fields.originalPriceFen,
  vipFree: !fields.isFree && fields.vipFree,
});

/**
 * Courses as their lecturer or institution builds them: the course, its chapters and their
 * periods in order, each video period pointing at one of the uploader's transcoded videos.
 */
/** Whether a paper may be a course's exercise: a fixed paper of the course owner's bank. */
export type TPaperFits = (
  course: { orgId: number | null; creatorId: number },
  paperId: number,
) => Promise<boolean>;

export const createCourseService = (
  db: TDb,
  ownership: TOwnership,
  {
    videos,
    documents,
    files,
    paperFits,
  }: { videos: TVideoService; documents: TDocumentService; files: TCourseFileService; paperFits: TPaperFits },
) => {
  /** The course if the caller may manage it (306 otherwise, 777 when there is none). */
  const authorize = async (user: TSessionUser, id: number, action: 'manage' | 'delete' = 'manage') => {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    await ownership.authorize(user, row, action);
    return row;
  };

  /** Changing a course under review would change what the reviewer approves. */
  const editable = async (user: TSessionUser, id: number) => {
    const row = await authorize(user, id);
    if (row.status === 'reviewing') throw new AppError(Code.INVALID, 'course.notEditable');
    return row;
  };

  const outline = async (row: TCourseRow): Promise<TCourseOutline> => {
    const [chapters, periods] = await repo.outline(db, row.id);
    const videoRows = await videos.findMany(
      periods.flatMap((period) => (period.videoId ? [period.videoId] : [])),
    );
    const videoById = new Map(videoRows.map((video) => [video.id, videos.present(video)]));
    const documentRows = await documents.findMany(
      periods.flatMap((period) => (period.documentId ? [period.documentId] : [])),
    );
    const documentById = new Map(documentRows.map((document) => [document.id, documents.present(document)]));
    const fileRows = await files.findMany(
      periods.flatMap((period) => (period.fileId ? [period.fileId] : [])),
    );
    const fileById = new Map(fileRows.map((file) => [file.id, files.present(file)]));
    return {
      ...presentCourse(row),
      chapters: chapters.map((chapter) => ({
        id: chapter.id,
        sort: chapter.sort,
        title: chapter.title,
        titleEn: chapter.titleEn,
        periods: periods
          .filter((period) => period.chapterId === chapter.id)
          .map((period) => ({
            id: period.id,
            chapterId: period.chapterId,
            sort: period.sort,
            title: period.title,
            titleEn: period.titleEn,
            kind: period.kind,
            isFree: period.isFree,
            video: (period.videoId && videoById.get(period.videoId)) || null,
            document: (period.documentId && documentById.get(period.documentId)) || null,
            file: (period.fileId && fileById.get(period.fileId)) || null,
            previewPages: period.previewPages,
            liveStartsAt: period.liveStartsAt?.toISOString() ?? null,
            liveMinutes: period.liveMinutes,
            paperId: period.paperId,
          })),
      })),
    };
  };

  /** A category named on a course must be one of the platform's. */
  const assertCategory = async (categoryId: number | null) => {
    if (categoryId !== null && !(await repo.categoryExists(db, categoryId)))
      throw invalid('course.categoryMissing', 'categoryId');
  };

  return {
    async list(
      user: TSessionUser,
      request: TPageRequest & {
        kind: TCourseKind;
        keyword?: string | undefined;
        status?: TCourseStatus | undefined;
      },
    ) {
      const scope = await ownership.scope(user);
      const { list, totalCount } = await repo.manageList(db, scope, request, sliceOf(request));
      return toPage(list.map(presentCourse), totalCount, request);
    },

    async create(user: TSessionUser, { orgId, kind, ...fields }: TCourseSaveRequest) {
      assertCanPublish(user);
      await assertCategory(fields.categoryId);
      const owner = await ownership.owningOrg(user, orgId);
      const row = await repo.insert(db, { ...toRow(fields), kind, creatorId: user.userId, orgId: owner });
      return outline(row);
    },

    async update(user: TSessionUser, { id, ...fields }: TCourseUpdateRequest) {
      await editable(user, id);
      await assertCategory(fields.categoryId);
      return outline(await repo.update(db, id, toRow(fields)));
    },

    view: async (user: TSessionUser, id: number) => outline(await authorize(user, id)),

    async delete(user: TSessionUser, id: number) {
      await authorize(user, id, 'delete');
      // Students and buyers keep what they paid for: such a course goes offline, not away.
      if ((await studies.hasStudents(db, id)) || (await hasCourseOrders(db, id)))
        throw conflict('course.hasStudents');
      await repo.delete(db, id);
      return null;
    },

    async saveChapter(
      user: TSessionUser,
      {
        courseId,
        ...chapter
      }: {
        courseId: number;
        id?: number | undefined;
        title: string;
        titleEn: string;
        sort?: number | undefined;
      },
    ) {
      const row = await editable(user, courseId);
      if (!(await repo.saveChapter(db, courseId, chapter))) throw notFound();
      return outline(row);
    },

    async deleteChapter(user: TSessionUser, courseId: number, id: number) {
      const row = await editable(user, courseId);
      if (!(await repo.deleteChapter(db, courseId, id))) throw notFound();
      return outline(row);
    },

    async savePeriod(
      user: TSessionUser,
      {
        courseId,
        id,
        videoId,
        documentId,
        fileId,
        previewPages,
        liveStartsAt,
        liveMinutes,
        paperId,
        ...period
      }: TPeriodSaveRequest,
    ) {
      const row = await editable(user, courseId);
      if (!(await repo.chapterOf(db, courseId, period.chapterId)))
        throw invalid('course.chapterMissing', 'chapterId');
      if (period.kind === 'video' && videoId === undefined) throw invalid('course.videoRequired', 'videoId');
      if (period.kind === 'document' && documentId === undefined)
        throw invalid('course.documentRequired', 'documentId');
      if (period.kind === 'live' && liveStartsAt === undefined)
        throw invalid('course.liveStartRequired', 'liveStartsAt');
      if (period.kind === 'file' && fileId === undefined) throw invalid('course.fileRequired', 'fileId');
      const praxis = period.kind === 'praxis';
      if (praxis && paperId === undefined) throw invalid('course.paperRequired', 'paperId');
      if (praxis && !(await paperFits(row, paperId!))) throw invalid('course.paperUnfit', 'paperId');
      // A live period's video is its replay: recorded, or an edited film uploaded in its place.
      const playsVideo = period.kind === 'video' || period.kind === 'live';
      // Only the uploader's own files: another's upload must not be borrowed into a course.
      if (playsVideo && videoId !== undefined) await videos.owned(user, videoId);
      const document =
        period.kind === 'document' && documentId !== undefined
          ? await documents.owned(user, documentId)
          : undefined;
      const file =
        period.kind === 'file' && fileId !== undefined ? await files.owned(user, fileId) : undefined;
      if (document && previewPages > document.pageCount)
        throw invalid('course.previewOverPages', 'previewPages', { pages: document.pageCount });
      const live = period.kind === 'live';
      const saved = await repo.savePeriod(db, courseId, id, {
        ...period,
        videoId: playsVideo ? (videoId ?? null) : null,
        documentId: document?.id ?? null,
        fileId: file?.id ?? null,
        previewPages: document ? previewPages : 0,
        liveStartsAt: live && liveStartsAt ? new Date(liveStartsAt) : null,
        liveMinutes: live ? liveMinutes : 0,
        paperId: praxis ? paperId! : null,
      });
      if (!saved) throw notFound();
      return outline(row);
    },

    async deletePeriod(user: TSessionUser, courseId: number, id: number) {
      const row = await editable(user, courseId);
      if (!(await repo.deletePeriod(db, courseId, id))) throw notFound();
      return outline(row);
    },
  };
};

export type TCourseService = ReturnType<typeof createCourseService>;
