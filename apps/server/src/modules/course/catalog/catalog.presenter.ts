import type { TCourseCard } from '@huitang/contracts';
import type { TCardRow } from './catalog.repository.ts';

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
