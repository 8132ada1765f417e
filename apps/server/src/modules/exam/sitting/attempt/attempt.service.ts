import type {
  TAttemptSheet,
  TExamDetail,
  TPageRequest,
  ZAnswerSaveRequest,
  ZMarkListRequest,
  ZMarkSaveRequest,
} from '@huitang/contracts';
import type { z } from 'zod';
import type { TAttemptQuestion } from '../../../../../db/schema/index.ts';
import type { TSessionUser } from '../../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../../platform/db/client.ts';
import { sliceOf } from '../../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../../platform/http/errors.ts';
import { toPage } from '../../../../platform/http/page.ts';
import { assertSitter } from '../../exam.policy.ts';
import type { TExamPaperService } from '../../exam-paper/exam-paper.service.ts';
import { attemptRepository as repo, type TAttemptRow, type TMarking } from './attempt.repository.ts';
import type { TExamService } from '../exam.service.ts';
import type { TExamRow } from '../exam.repository.ts';
import type { TAnswerKeys } from '../answer-key.ts';
import { createAnswerBatch } from './answer-batch.ts';
import { createHandInBatch } from './hand-in.ts';
import { createKeptAttempts } from './kept-attempts.ts';
import { answerable, fitsKind, markingOf } from './marking.ts';
import { resultQuestionsOf, summaryOf } from './result.ts';
import { sheetOf, totalOf } from './sheet.ts';
import { ANSWER_GRACE_SECONDS, isOverdue, type TStanding } from '../standing.ts';

interface TAttemptDeps {
  exams: TExamService;
  papers: TExamPaperService;
  standing: TStanding;
  keys: TAnswerKeys;
  personOf: (userId: number) => Promise<{ name: string; mobile: string }>;
}

/**
 * Sitting exams (SPEC /exam/view, /exam/exam, /exam/result, myExam, examAdmin): one open attempt per
 * person, its questions fixed at its start; every answer saved on its own as it is given; the clock
 * and the window kept by the database; objective questions marked at submit, short answers by a
 * person; a submit (the candidate's, the clock's, or both at once) counts once.
 */
export const createAttemptService = (db: TDb, deps: TAttemptDeps) => {
  const { exams, papers } = deps;
  const { standingOf, refusalOf } = deps.standing;

  const saveAnswer = createAnswerBatch(db, ANSWER_GRACE_SECONDS);
  const handIn = createHandInBatch(db, ANSWER_GRACE_SECONDS);
  const passScoreOf = async (exam: TExamRow) => (await papers.find(exam.paperId))!.passScore;

  /**
   * Closes the attempt (once) and marks what can be marked; answers that raced it were waited for.
   * The attempt as handed in, or undefined when another submit closed it first.
   */
  const submit = (attemptId: number, timedOut: boolean) =>
    db.transaction(async (tx) => {
      const closed = await repo.close(tx, attemptId, timedOut);
      if (!closed) return undefined;
      kept.forget(attemptId);
      return { ...closed, ...(await mark(tx, closed)) };
    });

  /**
   * Scores every answer a machine can, and the attempt: reviewed, or reviewing while a short answer
   * waits. The answers are read after the attempt was closed or locked, so none in flight is missed;
   * the marks and the result are written in one statement, not one per question.
   */
  const mark = async (tx: TDbOrTx, attempt: TAttemptRow, marks: TMarking['marks'] = []) => {
    const marking = markingOf(attempt, await repo.answers(tx, attempt.id), marks);
    await repo.mark(tx, [marking]);
    return marking.result;
  };

  /** The attempt as it stands now: one whose time ran out is submitted first, with what was saved. */
  const current = async (attempt: TAttemptRow) => {
    if (!isOverdue(attempt)) return attempt;
    return (await submit(attempt.id, true)) ?? (await repo.find(db, attempt.id))!;
  };

  /** Who sits each open attempt and its questions, kept in this process for its saves. */
  const kept = createKeptAttempts(db);

  const own = async (user: TSessionUser, attemptId: number) => {
    const attempt = await repo.find(db, attemptId);
    if (!attempt) throw notFound();
    assertSitter(user, attempt);
    return current(attempt);
  };

  /** The sheet of an attempt; an open one's questions are kept for the answers about to come. */
  const sheet = async (attempt: TAttemptRow, exam: TExamRow): Promise<TAttemptSheet> => {
    if (attempt.submittedAt === null) kept.keep(attempt.id, attempt);
    return {
      attempt: summaryOf(attempt, exam.examName, await passScoreOf(exam)),
      serverNow: new Date().toISOString(),
      questions: attempt.questions.map(sheetOf),
      answers: (await repo.answers(db, attempt.id)).map((a) => ({
        questionId: a.questionId,
        answer: a.answer,
      })),
    };
  };

  const examOf = async (id: number) => {
    const exam = await exams.find(id);
    if (!exam) throw notFound();
    return exam;
  };

  const result = async (attempt: TAttemptRow, exam: TExamRow) => ({
    attempt: summaryOf(attempt, exam.examName, await passScoreOf(exam)),
    passScore: await passScoreOf(exam),
    candidate: { userId: attempt.userId, ...(await deps.personOf(attempt.userId)) },
    questions: resultQuestionsOf(
      attempt.questions,
      await repo.answers(db, attempt.id),
      attempt.submittedAt !== null,
    ),
  });

  /** The answerable question an answer or a mark names, or 601. */
  const questionIn = (attempt: TAttemptRow, questionId: number, field: string): TAttemptQuestion => {
    const question = answerable(attempt.questions).find((q) => q.questionId === questionId);
    if (!question) throw invalid('exam.notInPaper', field);
    return question;
  };

  return {
    /** The public page of an exam with the caller's standing in it (SPEC /exam/view/:id). */
    async detail(caller: TSessionUser | null, examId: number): Promise<TExamDetail> {
      const exam = await examOf(examId);
      if (
        !exam.isPublished &&
        !(
          caller &&
          (await exams.authorize(caller, examId).then(
            () => true,
            () => false,
          ))
        )
      )
        throw notFound();
      const now = new Date();
      const base = await exams.card(exam, await exams.names(exam), now);
      let mine: TExamDetail['mine'] = null;
      if (caller) {
        const standing = await standingOf(exam, caller.userId);
        const stored = await repo.ofUser(db, examId, caller.userId);
        const attempts = await Promise.all(stored.map(current));
        const ongoing = attempts.find((a) => a.submittedAt === null);
        const passScore = await passScoreOf(exam);
        mine = {
          opensAt: exam.opensAt.toISOString(),
          closesAt: standing.closesAt.toISOString(),
          minutes: standing.minutes,
          attemptsAllowed: standing.attemptsAllowed,
          attemptsUsed: attempts.length,
          ongoingAttemptId: ongoing?.id ?? null,
          hasOverride: standing.hasOverride,
          refusal: ongoing ? null : ((await refusalOf(caller, exam, standing, attempts.length))?.key ?? null),
          attempts: attempts.map((a) => summaryOf(a, exam.examName, passScore)),
        };
      }
      return {
        ...base,
        closesAt: mine?.closesAt ?? base.closesAt,
        introduction: exam.introduction,
        showResult: exam.showResult,
        serverNow: now.toISOString(),
        mine,
      };
    },

    /** Starts an attempt, or resumes the one still open (a reload, a second tab, a second start). */
    async start(user: TSessionUser, examId: number) {
      const exam = await examOf(examId);
      const stored = await repo.ofUser(db, examId, user.userId);
      const attempts = await Promise.all(stored.map(current));
      const ongoing = attempts.find((a) => a.submittedAt === null);
      if (ongoing) return sheet(ongoing, exam);
      const standing = await standingOf(exam, user.userId);
      const refusal = await refusalOf(user, exam, standing, attempts.length);
      if (refusal) throw conflict(refusal.key, 'params' in refusal ? refusal.params : {});
      const paper = (await papers.find(exam.paperId))!;
      const questions = await papers.draw(paper, exam);
      const started = await repo.insert(
        db,
        {
          examId,
          userId: user.userId,
          number: attempts.length + 1,
          questions,
          totalScore: totalOf(questions),
        },
        standing.minutes,
        standing.closesAt,
      );
      const open =
        started ?? (await repo.ofUser(db, examId, user.userId)).find((a) => a.submittedAt === null);
      if (!open) throw conflict('exam.alreadySubmitted');
      return sheet(open, exam);
    },

    async view(user: TSessionUser, attemptId: number) {
      const attempt = await own(user, attemptId);
      return sheet(attempt, await examOf(attempt.examId));
    },

    /**
     * One answer saved: checked against the attempt's questions (kept in memory, as they never change
     * after the start: kept-attempts.ts), then one statement (with the other saves of the moment) that saves it only
     * while the attempt is open. A refusal
     * reads the attempt to say why, as a closed attempt's reason comes before the answer's own faults.
     */
    async answer(user: TSessionUser, body: z.output<typeof ZAnswerSaveRequest>) {
      const fixed = await kept.of(body.attemptId);
      if (!fixed) throw notFound();
      assertSitter(user, fixed);
      const question = fixed.questions.get(body.questionId);
      const fits = question !== undefined && fitsKind(question, body.answer);
      const savedAt = fits ? await saveAnswer({ ...body, userId: user.userId }) : undefined;
      if (savedAt instanceof Error) throw savedAt;
      if (savedAt) return { questionId: body.questionId, savedAt: savedAt.toISOString() };
      const attempt = await current((await repo.find(db, body.attemptId))!);
      if (attempt.submittedAt) {
        kept.forget(attempt.id);
        throw conflict(attempt.timedOut ? 'exam.over' : 'exam.alreadySubmitted');
      }
      if (!question) throw invalid('exam.notInPaper', 'questionId');
      if (!fits) throw invalid('exam.answerShape', 'answer');
      throw conflict('exam.over');
    },

    /** The candidate hands in; after the time is up the clock has handed in for them and this is refused. */
    async submit(user: TSessionUser, attemptId: number) {
      // The usual hand-in, the candidate's own open attempt in time, closes it at once (with the other
      // hand-ins of the moment); anything else (someone else's, already handed in, past due) is sorted
      // out below, after reading it.
      const handed = await handIn({ attemptId, userId: user.userId });
      if (handed instanceof Error) throw handed;
      if (handed) {
        kept.forget(attemptId);
        return summaryOf(handed, handed.examName, handed.passScore);
      }
      const attempt = await own(user, attemptId);
      if (attempt.submittedAt !== null && attempt.timedOut) throw conflict('exam.over');
      const handedIn =
        attempt.submittedAt === null
          ? ((await submit(attempt.id, false)) ?? (await repo.find(db, attempt.id))!)
          : attempt;
      const exam = await examOf(attempt.examId);
      return summaryOf(handedIn, exam.examName, await passScoreOf(exam));
    },

    async result(user: TSessionUser, attemptId: number) {
      const attempt = await own(user, attemptId);
      if (attempt.submittedAt === null) throw conflict('exam.notSubmittedYet');
      const exam = await examOf(attempt.examId);
      if (exam.showResult === 'review' && attempt.state !== 'reviewed') throw conflict('exam.resultLater');
      // Another try, or another exam asking these questions, is still open to them: no keys yet.
      const holder = await deps.keys.heldBy(user, attempt.questions);
      if (holder) throw conflict('exam.keyHeld', { examName: holder.examName });
      return result(attempt, exam);
    },

    async mine(user: TSessionUser, body: TPageRequest) {
      const { list, totalCount } = await repo.mine(db, user.userId, sliceOf(body));
      return toPage(
        list.map(({ attempt, examName, passScore }) => summaryOf(attempt, examName, passScore)),
        totalCount,
        body,
      );
    },

    async markList(user: TSessionUser, body: z.output<typeof ZMarkListRequest>) {
      const exam = await exams.authorize(user, body.examId);
      const passScore = await passScoreOf(exam);
      const { list, totalCount } = await repo.ofExam(db, exam.id, body.state, sliceOf(body));
      return toPage(
        list.map(({ attempt, name, mobile }) => ({
          ...summaryOf(attempt, exam.examName, passScore),
          userId: attempt.userId,
          name,
          mobile,
        })),
        totalCount,
        body,
      );
    },

    async markView(user: TSessionUser, attemptId: number) {
      const attempt = await repo.find(db, attemptId);
      if (!attempt) throw notFound();
      const exam = await exams.authorize(user, attempt.examId);
      return result(await current(attempt), exam);
    },

    /** A person's marks for short answers, with comments; the attempt is reviewed once none waits. */
    async markSave(user: TSessionUser, body: z.output<typeof ZMarkSaveRequest>) {
      const found = await repo.find(db, body.attemptId);
      if (!found) throw notFound();
      const exam = await exams.authorize(user, found.examId);
      const attempt = await current(found);
      if (attempt.submittedAt === null) throw conflict('exam.notSubmittedYet');
      const answers = await repo.answers(db, attempt.id);
      body.marks.forEach((m, i) => {
        const question = questionIn(attempt, m.questionId, `marks.${i}.questionId`);
        if (question.kind !== 'short' || !answers.some((a) => a.questionId === m.questionId))
          throw invalid('exam.notMarkable', `marks.${i}.questionId`);
        if (m.score > question.score)
          throw invalid('exam.scoreOverMax', `marks.${i}.score`, { max: question.score });
      });
      // Two markers at once: the second waits for the first and sums its marks too; a question both
      // marked keeps the later mark, with who gave it.
      await db.transaction(async (tx) => {
        await repo.lock(tx, attempt.id);
        await mark(
          tx,
          attempt,
          body.marks.map((m) => ({ ...m, markedBy: user.userId })),
        );
      });
      return result((await repo.find(db, attempt.id))!, exam);
    },

    /** Submits every attempt whose time ran out (beyond the grace) with what it saved. */
    async sweep() {
      const overdue = await repo.overdue(db, ANSWER_GRACE_SECONDS, 500);
      for (const id of overdue) await submit(id, true);
      return overdue.length;
    },
  };
};

export type TAttemptService = ReturnType<typeof createAttemptService>;
