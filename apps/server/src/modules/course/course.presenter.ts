import type { TCourse } from '@huitang/contracts';
import type { TCourseRow } from './course.repository.ts';

export const presentCourse = (row: TCourseRow): TCourse => ({
  id: row.id,
  kind: row.kind,
  orgId: row.orgId,
  courseName: row.courseName,
  courseNameEn: row.courseNameEn,
  cover: row.cover,
  introduction: row.introduction,
  introductionEn: row.introductionEn,
  isFree: row.isFree,
  priceFen: row.isFree ? 0 : row.priceFen,
  originalPriceFen: row.isFree ? 0 : row.originalPriceFen,
  vipFree: !row.isFree && row.vipFree,
  categoryId: row.categoryId,
  status: row.status,
  reviewNote: row.reviewNote,
  gmtCreate: row.createdAt.toISOString(),
});
