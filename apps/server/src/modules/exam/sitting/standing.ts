import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { attemptRepository, type TAttemptRow } from './attempt/attempt.repository.ts';
import type { TExamService } from './exam.service.ts';
import type { TExamRow } from './exam.repository.ts';

/** How late an answer may arrive after the due time and still count: the network's delay, not more. */
export const ANSWER_GRACE_SECONDS = 5;

export const isOverdue = (attempt: TAttemptRow) =>
  attempt.submittedAt === null && attempt.dueAt.getTime() + ANSWER_GRACE_SECONDS * 1000 < Date.now();

export interface TStandingDeps {
  exams: TExamService;
  /** Whether the person is a confirmed attendee of the meeting (a meeting's exam). */
  attends: (user: TSessionUser, meetingId: number) => Promise<boolean>;
  /** Whether the person studies in a class the exam is set for (a class-only exam). */
  studiesFor: (examId: number, userId: number) => Promise<boolean>;
  /** The make-up the person has from the classes they study in now (decision 031), if any. */
  classMakeUp: (
    examId: number,
    userId: number,
  ) => Promise<{ attempts: number | null; closesAt: Date | null; minutes: number | null } | undefined>;
}

/** Where one person stands at an exam: their close, time limit and attempts, and whether they may sit it. */
export const createStanding = (db: TDb, deps: TStandingDeps) => {
  const { exams } = deps;

  /**
   * What this person gets: the exam's close, time limit and attempts, or their make-up's — their own
   * make-up's terms first, then their classes' (Moodle: a user override wins over group overrides).
   */
  const standingOf = async (exam: TExamRow, userId: number) => {
    const [own, ofClass] = await Promise.all([
      exams.overrideFor(exam.id, userId),
      deps.classMakeUp(exam.id, userId),
    ]);
    return {
      closesAt: own?.closesAt ?? ofClass?.closesAt ?? exam.closesAt,
      minutes: own?.minutes ?? ofClass?.minutes ?? exam.minutes,
      attemptsAllowed: own?.attempts ?? ofClass?.attempts ?? exam.attempts,
      hasOverride: own !== undefined || ofClass !== undefined,
    };
  };

  /**
   * Why this person may not start an attempt now, or null. `evenUpcoming` leaves out the opening time:
   * whether they may sit it at all before it closes for them.
   */
  const refusalOf = async (
    user: TSessionUser,
    exam: TExamRow,
    standing: Awaited<ReturnType<typeof standingOf>>,
    used: number,
    evenUpcoming = false,
  ) => {
    const now = Date.now();
    if (!exam.isPublished) return { key: 'exam.notPublished' as const };
    if (!evenUpcoming && now < exam.opensAt.getTime()) return { key: 'exam.notStarted' as const };
    if (now >= standing.closesAt.getTime()) return { key: 'exam.over' as const };
    if (exam.audience === 'meeting' && !(await deps.attends(user, exam.meetingId!)))
      return { key: 'exam.needsSignUp' as const };
    if (exam.audience === 'grade' && !(await deps.studiesFor(exam.id, user.userId)))
      return { key: 'exam.needsClass' as const };
    if (used >= standing.attemptsAllowed)
      return { key: 'exam.noAttemptsLeft' as const, params: { count: standing.attemptsAllowed } };
    return null;
  };

  return {
    standingOf,
    refusalOf,

    /**
     * Whether the exam is still open to the person: an attempt in progress, or one they may yet start
     * (now or once it opens) before it closes for them.
     */
    async openTo(user: TSessionUser, exam: TExamRow) {
      const attempts = await attemptRepository.ofUser(db, exam.id, user.userId);
      if (attempts.some((a) => a.submittedAt === null && !isOverdue(a))) return true;
      const standing = await standingOf(exam, user.userId);
      return (await refusalOf(user, exam, standing, attempts.length, true)) === null;
    },
  };
};

export type TStanding = ReturnType<typeof createStanding>;
