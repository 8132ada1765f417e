import type { TExerciseResults, TExerciseSheet, ZExerciseSubmit } from '@huitang/contracts';
import type { z } from 'zod';
import type { TAttemptQuestion } from '../../../../db/schema/index.ts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { conflict, invalid } from '../../../platform/http/errors.ts';
import type { TBank } from '../bank/question.repository.ts';
import { sameBank } from '../bank/question.service.ts';
import type { TExamPaperService } from '../exam-paper/exam-paper.service.ts';
import type { TAnswerKeys } from '../sitting/answer-key.ts';
import { answerable, autoMark, fitsKind } from '../sitting/attempt/marking.ts';
import { resultQuestionsOf } from '../sitting/attempt/result.ts';
import { sheetOf } from '../sitting/attempt/sheet.ts';
import { exerciseRepository as repo } from './exercise.repository.ts';
import { present } from './exercise.presenter.ts';

/** What the course module tells about a praxis period, and how it finishes one. */
export interface TPraxisAccess {
  /** The praxis period, if the caller may practise it (306 to buy first, 777 when there is none). */
  open: (
    user: TSessionUser,
    periodId: number,
  ) => Promise<{
    periodId: number;
    courseId: number;
    courseName: string;
    courseKind: string;
    title: string;
    paperId: number | null;
  }>;
  /** A course's exercise periods for a caller who runs it (306 otherwise). */
  managed: (
    user: TSessionUser,
    courseId: number,
  ) => Promise<{
    courseName: string;
    periods: { periodId: number; title: string; paperId: number | null }[];
  }>;
  /** Finishes the period for the person when `done`; answers the course's progress (0–100). */
  finish: (userId: number, courseId: number, periodId: number, done: boolean) => Promise<number>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A short answer has no machine mark: practice shows its reference answer and counts no points for it. */
const markedTotal = (questions: TAttemptQuestion[]) =>
  round1(
    answerable(questions)
      .filter((q) => q.kind !== 'short')
      .reduce((sum, q) => sum + q.score, 0),
  );

/**
 * Exercises (SPEC /exam/exercise/:id): a course's praxis period asks its paper as practice — no
 * clock, no limit on tries, every hand-in marked at once with the right answers and explanations; the
 * first that reaches the pass mark finishes the period.
 */
export const createExerciseService = (
  db: TDb,
  deps: { papers: TExamPaperService; praxis: TPraxisAccess; keys: TAnswerKeys },
) => {
  const { papers, praxis, keys } = deps;

  /**
   * The period, its paper and the questions asked: a fixed paper's own, in its order; a random paper's
   * the caller's draw — kept from the sheet to the hand-in, drawn anew for the sheet after it.
   */
  const load = async (user: TSessionUser, periodId: number, purpose: 'sheet' | 'hand-in') => {
    const period = await praxis.open(user, periodId);
    const paper = period.paperId === null ? undefined : await papers.find(period.paperId);
    if (!paper) throw conflict('course.exerciseMissing');
    const asIs = { shuffleQuestions: false, shuffleOptions: false };
    if (paper.mode === 'fixed') return { period, paper, questions: await papers.draw(paper, asIs) };
    const drawn = await repo.draw(db, periodId, user.userId);
    if (purpose === 'hand-in') {
      if (!drawn) throw invalid('exam.exerciseNotDrawn', 'periodId');
      return { period, paper, questions: drawn.questions };
    }
    if (drawn && !drawn.handedIn) return { period, paper, questions: drawn.questions };
    const fresh = await papers.draw(paper, asIs);
    return { period, paper, questions: (await repo.keepDraw(db, periodId, user.userId, fresh)).questions };
  };

  return {
    async view(user: TSessionUser, periodId: number): Promise<TExerciseSheet> {
      const { period, paper, questions } = await load(user, periodId, 'sheet');
      const [mine, holder] = await Promise.all([
        repo.standing(db, periodId, user.userId),
        keys.heldBy(user, questions),
      ]);
      const { paperId: _paperId, ...shown } = period;
      return {
        ...shown,
        paperName: paper.paperName,
        totalScore: markedTotal(questions),
        passScore: paper.passScore,
        questions: questions.map(sheetOf),
        mine: mine ? present(mine) : null,
        heldBy: holder?.examName ?? null,
      };
    },

    /** How a course's students do at its exercises (SPEC /account/vod|live/praxis). */
    async results(user: TSessionUser, courseId: number): Promise<TExerciseResults> {
      const { courseName, periods } = await praxis.managed(user, courseId);
      const rows = await repo.ofPeriods(
        db,
        periods.map((p) => p.periodId),
      );
      const exercises = await Promise.all(
        periods.map(async (period) => {
          const paper = period.paperId === null ? undefined : await papers.find(period.paperId);
          const students = rows
            .filter((row) => row.result.periodId === period.periodId)
            .map(({ result, name, mobile }) => ({ userId: result.userId, name, mobile, ...present(result) }));
          const bests = students.map((s) => s.bestScore);
          return {
            periodId: period.periodId,
            title: period.title,
            paperName: paper?.paperName ?? '',
            passScore: paper?.passScore ?? 0,
            practisedCount: students.length,
            passedCount: students.filter((s) => s.passed).length,
            averageBest: bests.length ? round1(bests.reduce((a, b) => a + b, 0) / bests.length) : null,
            students,
          };
        }),
      );
      return { courseName, exercises };
    },

    async submit(user: TSessionUser, body: z.output<typeof ZExerciseSubmit>) {
      const { period, paper, questions } = await load(user, body.periodId, 'hand-in');
      // Refused, not shown without answers: practice takes any part of the paper as often as wanted,
      // so even a score would tell, one question at a time, which answer is right.
      const holder = await keys.heldBy(user, questions);
      if (holder) throw invalid('exam.practiceHeld', 'periodId', { examName: holder.examName });
      const leaves = answerable(questions);
      const given = new Map<number, (typeof body.answers)[number]['answer']>();
      for (const { questionId, answer } of body.answers) {
        const question = leaves.find((q) => q.questionId === questionId);
        if (!question) throw invalid('exam.notInPaper', 'questionId');
        if (!fitsKind(question, answer)) throw invalid('exam.answerShape', 'answer');
        given.set(questionId, answer);
      }
      const marks = leaves.flatMap((question) => {
        const answer = given.get(question.questionId);
        if (answer === undefined) return [];
        return [{ questionId: question.questionId, answer, score: autoMark(question, answer), comment: '' }];
      });
      const score = round1(marks.reduce((sum, m) => sum + (m.score ?? 0), 0));
      const passed = score >= paper.passScore;
      const standing = await repo.record(db, body.periodId, user.userId, score, passed);
      if (paper.mode === 'random') await repo.handIn(db, body.periodId, user.userId);
      const progress = await praxis.finish(user.userId, period.courseId, body.periodId, standing.passed);
      return {
        score,
        totalScore: markedTotal(questions),
        passScore: paper.passScore,
        passed,
        mine: present(standing),
        progress,
        questions: resultQuestionsOf(questions, marks, true),
      };
    },
  };
};

export type TExerciseService = ReturnType<typeof createExerciseService>;

/** Whether a paper may be a course's exercise: a paper of the course owner's own bank, fixed or random. */
export const paperFitsCourse = async (
  papers: Pick<TExamPaperService, 'find'>,
  course: TBank,
  paperId: number,
) => {
  const paper = await papers.find(paperId);
  return !!paper && sameBank(paper, course);
};
