import type { TExamManaged } from '@huitang/contracts';
import type { TExamRow } from './exam.repository.ts';

export const presentSettings = (
  row: TExamRow,
  extra: {
    paperName: string;
    attemptCount: number;
    reviewingCount: number;
    totalScore: number;
    questionCount: number;
    passScore: number;
  },
): TExamManaged => ({
  id: row.id,
  orgId: row.orgId,
  paperId: row.paperId,
  examName: row.examName,
  introduction: row.introduction,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  minutes: row.minutes,
  attempts: row.attempts,
  audience: row.audience,
  meetingId: row.meetingId,
  shuffleQuestions: row.shuffleQuestions,
  shuffleOptions: row.shuffleOptions,
  showResult: row.showResult,
  isPublished: row.isPublished,
  ...extra,
});
