import type { TGrade } from '@huitang/contracts';
import type { TGradeRow } from './grade.repository.ts';

/** A class as a list or its page shows it; `owns` says whether the caller manages it. */
export const presentGrade = (
  row: { grade: TGradeRow; ownerName: string; studentCount: number; examCount: number },
  owns: boolean,
): TGrade => ({
  id: row.grade.id,
  orgId: row.grade.orgId,
  gradeName: row.grade.gradeName,
  introduction: row.grade.introduction,
  ownerName: row.ownerName,
  createdAt: row.grade.createdAt.toISOString(),
  studentCount: row.studentCount,
  examCount: row.examCount,
  owns,
});
