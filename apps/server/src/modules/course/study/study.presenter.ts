import type { TMyCourse, TStudyRecord } from '@huitang/contracts';
import { presentCard, progressOf } from '../catalog/catalog.presenter.ts';
import type { TCardRow } from '../catalog/catalog.repository.ts';
import type { studyRecordRepository } from './study-record.repository.ts';
import type { TEnrolmentRow } from './study.repository.ts';

type TStudyRecordRow = Awaited<ReturnType<typeof studyRecordRepository.page>>['list'][number];

/** A course on my courses page: its card, how far I got, when I enrolled and last studied. */
export const presentMyCourse = (card: TCardRow, enrolment: TEnrolmentRow, doneCount: number): TMyCourse => ({
  ...presentCard(card),
  progress: progressOf(doneCount, card.studyableCount),
  doneCount,
  studiedAt: enrolment.studiedAt?.toISOString() ?? null,
  enrolledAt: enrolment.createdAt.toISOString(),
});

/** A period I studied and where I am in it. */
export const presentStudyRecord = (row: TStudyRecordRow): TStudyRecord => ({
  courseId: row.study.courseId,
  courseKind: row.course.kind,
  courseName: row.course.courseName,
  courseNameEn: row.course.courseNameEn,
  periodId: row.study.periodId,
  periodTitle: row.period.title,
  periodTitleEn: row.period.titleEn,
  periodKind: row.period.kind,
  position: row.study.positionSeconds,
  length: row.length,
  done: row.study.doneAt !== null,
  gmtStudied: row.study.reportedAt.toISOString(),
});
