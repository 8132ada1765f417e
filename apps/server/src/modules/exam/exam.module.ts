import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import { createOwnership } from '../organization/ownership.service.ts';
import { createQuestionImport } from './bank/question-import.ts';
import type { TBank } from './bank/question.repository.ts';
import { registerExerciseRoutes } from './exercise/exercise.routes.ts';
import { createExerciseService, paperFitsCourse, type TPraxisAccess } from './exercise/exercise.service.ts';
import { registerQuestionRoutes } from './bank/question.routes.ts';
import { createQuestionService } from './bank/question.service.ts';
import { registerGradeRoutes } from './grade/grade.routes.ts';
import { classStanding, createGradeService } from './grade/grade.service.ts';
import { registerExamPaperRoutes } from './exam-paper/exam-paper.routes.ts';
import { createExamPaperService } from './exam-paper/exam-paper.service.ts';
import { createAnswerKeys } from './sitting/answer-key.ts';
import { createAttemptService } from './sitting/attempt/attempt.service.ts';
import { registerExamRoutes } from './sitting/exam.routes.ts';
import { createExamService, indexListedExams } from './sitting/exam.service.ts';
import { createStanding } from './sitting/standing.ts';

interface TModuleDeps {
  db: TDb;
  organizations: TOrganizationService;
  meetings: TMeetingService;
  attends: (user: TSessionUser, meetingId: number) => Promise<boolean>;
  findUser: (userId: number) => Promise<{ id: number; nickname: string; mobile: string } | undefined>;
  findUserByMobile: (mobile: string) => Promise<{ id: number } | undefined>;
  /** How often the clock submits attempts whose time ran out (0: never, for tests that drive it). */
  sweepSeconds?: number;
}

/**
 * Exams (SPEC exam, subject): the question bank, papers, exams with their windows and make-ups, and
 * sitting them — saved answers, the server's clock, automatic and manual marking — and classes.
 */
export const registerExamModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const { db } = deps;
  const indexed = await indexListedExams(db);
  if (indexed > 0) app.log.info({ indexed }, 'listed exams indexed for search');
  const ownership = createOwnership(deps.organizations);
  const questions = createQuestionService(db, ownership);
  const papers = createExamPaperService(db, ownership, questions);
  const exams = createExamService(db, {
    ownership,
    papers,
    authorizeMeeting: (user, meetingId) => deps.meetings.authorize(user, meetingId),
    findUserByMobile: deps.findUserByMobile,
  });
  const standing = createStanding(db, {
    exams,
    attends: deps.attends,
    studiesFor: (examId, userId) => classStanding.studiesFor(db, examId, userId),
    classMakeUp: (examId, userId) => classStanding.classMakeUp(db, examId, userId),
  });
  const keys = createAnswerKeys(db, { exams, standing });
  const attempts = createAttemptService(db, {
    exams,
    papers,
    standing,
    keys,
    personOf: async (userId) => {
      const person = await deps.findUser(userId);
      return { name: person?.nickname ?? '', mobile: person?.mobile ?? '' };
    },
  });
  repeat(app, deps.sweepSeconds ?? 15, 'submitting exam attempts whose time ran out', () => attempts.sweep());
  await registerQuestionRoutes(app, questions, createQuestionImport(db, ownership, questions));
  registerExamPaperRoutes(app, papers);
  registerExamRoutes(app, exams, attempts);
  await registerGradeRoutes(app, createGradeService(db, { ownership, exams, papers }));
  return {
    attempts,
    /** Whether a paper may be a course's exercise (the course module checks its praxis periods with it). */
    exercisePaperFits: (course: TBank, paperId: number) => paperFitsCourse(papers, course, paperId),
    /** Exercises need the course module's praxis periods, so they are registered once it exists. */
    registerExercises: (praxis: TPraxisAccess) => {
      registerExerciseRoutes(app, createExerciseService(db, { papers, praxis, keys }));
    },
  };
};
