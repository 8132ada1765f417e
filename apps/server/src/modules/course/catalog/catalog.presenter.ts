import type { TCatalogPeriod, TCourseCard } from '@huitang/contracts';
import { readablePagesOf } from '../course.policy.ts';
import type { TPeriodRow } from '../course.repository.ts';
import type { TCardRow } from './catalog.repository.ts';

/** Share of studyable periods done, 0–100. */
export const progressOf = (done: number, studyable: number) =>
  studyable === 0 ? 0 : Math.min(100, Math.round((100 * done) / studyable));

export const presentCard = (row: TCardRow): TCourseCard => ({
  id: row.course.id,
  kind: row.course.kind,
  courseName: row.course.courseName,
  courseNameEn: row.course.courseNameEn,
  cover: row.course.cover,
  isFree: row.course.isFree,
  priceFen: row.course.isFree ? 0 : row.course.priceFen,
  originalPriceFen: row.course.isFree ? 0 : row.course.originalPriceFen,
  vipFree: !row.course.isFree && row.course.vipFree,
  teacherName: row.teacherName,
  orgName: row.orgName,
  periodCount: row.periodCount,
  studentCount: row.studentCount,
  nextLiveAt: row.nextLiveAt ? new Date(row.nextLiveAt).toISOString() : null,
  onAir: row.onAir,
});

/** Where a live period is: its replay ready, on air, ahead of its scheduled end, or over. */
const liveStateOf = (
  period: { liveStartsAt: Date | null; liveMinutes: number },
  onAir: boolean,
  replayReady: boolean,
): TCatalogPeriod['liveState'] => {
  if (replayReady) return 'replay';
  if (onAir) return 'live';
  const end = (period.liveStartsAt?.getTime() ?? 0) + period.liveMinutes * 60_000;
  return end > Date.now() ? 'scheduled' : 'ended';
};

/** What a course's outline knows beside its periods: their material, the caller's study, what is on air. */
export interface TOutlineContext {
  enrolled: boolean;
  videoById: Map<number, { status: string; durationSeconds: number }>;
  pagesOf: Map<number, number>;
  fileById: Map<number, { fileName: string; sizeBytes: number }>;
  studyOf: Map<number, { positionSeconds: number; doneAt: Date | null }>;
  onAirNow: Set<number>;
}

/** A period of the outline as the caller may study it: what it holds, whether it plays for them, where they are. */
export const presentPeriod = (period: TPeriodRow, context: TOutlineContext): TCatalogPeriod => {
  const { enrolled, videoById, pagesOf, fileById, studyOf, onAirNow } = context;
  const video = period.videoId ? videoById.get(period.videoId) : undefined;
  const studied = studyOf.get(period.id);
  const pageCount = (period.documentId && pagesOf.get(period.documentId)) || 0;
  const readablePages = readablePagesOf(period, pageCount, enrolled);
  const open = period.isFree || enrolled;
  const file = period.fileId ? fileById.get(period.fileId) : undefined;
  const liveState =
    period.kind === 'live' ? liveStateOf(period, onAirNow.has(period.id), video?.status === 'ready') : null;
  return {
    id: period.id,
    title: period.title,
    titleEn: period.titleEn,
    kind: period.kind,
    isFree: period.isFree,
    durationSeconds: video?.durationSeconds ?? 0,
    pageCount,
    readablePages,
    playable:
      period.kind === 'document'
        ? readablePages > 0
        : period.kind === 'praxis'
          ? open && period.paperId !== null
          : period.kind === 'file'
            ? open && !!file
            : liveState === 'live' || liveState === 'scheduled'
              ? open
              : video?.status === 'ready' && open,
    positionSeconds: studied?.positionSeconds ?? 0,
    done: !!studied?.doneAt,
    liveStartsAt: period.liveStartsAt?.toISOString() ?? null,
    liveMinutes: period.liveMinutes,
    liveState,
    file: file ? { fileName: file.fileName, sizeBytes: file.sizeBytes } : null,
  };
};
