import {
  translate,
  type TGradeExam,
  type TGradeMembersAdded,
  type TGradeRole,
  type TLocale,
  type TMyGrade,
  type ZGradeListRequest,
  type ZGradeMakeUp,
  type ZGradeMemberListRequest,
  type ZGradeSave,
} from '@huitang/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { assertCanPublish, type TOwnership } from '../../organization/ownership.service.ts';
import { assertClassKeeper, assertMayRemoveMember, assertStudent, type TClassNeed } from '../exam.policy.ts';
import { sameBank } from '../bank/question.service.ts';
import type { TExamPaperService } from '../exam-paper/exam-paper.service.ts';
import type { TExamRow } from '../sitting/exam.repository.ts';
import { phaseOf, type TExamService } from '../sitting/exam.service.ts';
import { difficultiesOf, figuresOf, standingsOf } from './grade-figures.ts';
import { presentGrade } from './grade.presenter.ts';
import { gradeRepository as repo, type TGradeRow } from './grade.repository.ts';
import { readStudentSheet, resultBook, studentTemplate } from './grade-sheets.ts';

interface TGradeDeps {
  ownership: TOwnership;
  exams: TExamService;
  papers: TExamPaperService;
}

/**
 * Classes (SPEC grades): a teacher's students, the exams set for them, class make-ups, and the class's
 * results — each student's best marked score, averages, the spread, and how hard each question was.
 */
/** What a class says about sitting its exam: whether the person studies in it, and their make-up. */
export const classStanding = {
  studiesFor: (...a: Parameters<typeof repo.studiesFor>) => repo.studiesFor(...a),
  classMakeUp: (...a: Parameters<typeof repo.classMakeUp>) => repo.classMakeUp(...a),
};

export const createGradeService = (db: TDb, deps: TGradeDeps) => {
  const { ownership, exams, papers } = deps;

  const access = async (user: TSessionUser, gradeId: number, need: TClassNeed) => {
    const grade = await repo.find(db, gradeId);
    if (!grade) throw notFound();
    if (await ownership.manages(user, grade)) return { grade, owns: true };
    assertClassKeeper(need, need === 'keeper' ? await repo.roleOf(db, gradeId, user.userId) : undefined);
    return { grade, owns: false };
  };

  const page = async (where: SQL | undefined, body: z.output<typeof ZGradeListRequest>, owns: boolean) => {
    const { list, totalCount } = await repo.list(db, where, body.keyword, sliceOf(body));
    return toPage(
      list.map((row) => presentGrade(row, owns)),
      totalCount,
      body,
    );
  };

  const paperOf = async (exam: TExamRow) => {
    const paper = (await papers.find(exam.paperId))!;
    return { passScore: paper.passScore, totalScore: (await papers.totalsOf(paper)).totalScore };
  };

  const gradeExams = async (gradeId: number): Promise<TGradeExam[]> => {
    const [rows, students] = await Promise.all([repo.exams(db, gradeId), repo.students(db, gradeId)]);
    const now = new Date();
    return Promise.all(
      rows.map(async ({ exam, makeUp, sittingCount }) => ({
        examId: exam.id,
        examName: exam.examName,
        audience: exam.audience,
        opensAt: exam.opensAt.toISOString(),
        closesAt: exam.closesAt.toISOString(),
        minutes: exam.minutes,
        attempts: exam.attempts,
        phase: phaseOf(exam, now),
        ...(await paperOf(exam)),
        sittingCount,
        studentCount: students.length,
        makeUp: makeUp.at
          ? {
              attempts: makeUp.attempts,
              closesAt: makeUp.closesAt?.toISOString() ?? null,
              minutes: makeUp.minutes,
            }
          : null,
      })),
    );
  };

  /** The exam, which must be set for the class. */
  const setExam = async (gradeId: number, examId: number) => {
    const exam = await exams.find(examId);
    if (!exam || !(await repo.isSet(db, gradeId, examId))) throw invalid('grade.examNotSet', 'examId');
    return exam;
  };

  /** The class's standing at one exam: every student's, the figures, and the questions' difficulty. */
  const standing = async (grade: TGradeRow, exam: TExamRow) => {
    const [students, totals] = await Promise.all([repo.students(db, grade.id), paperOf(exam)]);
    const sittings = await repo.attempts(
      db,
      exam.id,
      students.map((s) => s.userId),
    );
    const standings = standingsOf(students, sittings, totals.passScore);
    return {
      gradeName: grade.gradeName,
      examName: exam.examName,
      ...totals,
      standings,
      figures: figuresOf(standings, sittings, totals.totalScore, totals.passScore),
      sittings,
    };
  };

  const addUsers = async (
    gradeId: number,
    mobiles: string[],
    role: TGradeRole,
  ): Promise<Omit<TGradeMembersAdded, 'errors'>> => {
    const people = await repo.usersByMobile(db, mobiles);
    const added = await repo.addMembers(
      db,
      gradeId,
      people.map((p) => p.id),
      role,
    );
    const known = new Set(people.map((p) => p.mobile));
    return { added, already: people.length - added, unknown: mobiles.filter((m) => !known.has(m)) };
  };

  return {
    list: async (user: TSessionUser, body: z.output<typeof ZGradeListRequest>) =>
      page(repo.owned(await ownership.scope(user)), body, true),

    adminList: (user: TSessionUser, body: z.output<typeof ZGradeListRequest>) =>
      page(repo.administered(user.userId), body, false),

    adminCheck: (user: TSessionUser) => repo.keepsAny(db, user.userId),

    async view(user: TSessionUser, gradeId: number) {
      const { owns } = await access(user, gradeId, 'keeper');
      return presentGrade((await repo.listed(db, gradeId))!, owns);
    },

    async save(user: TSessionUser, body: z.output<typeof ZGradeSave>) {
      const fields = { gradeName: body.gradeName, introduction: body.introduction };
      if (body.id !== undefined) {
        await access(user, body.id, 'owner');
        await repo.update(db, body.id, fields);
        return this.view(user, body.id);
      }
      assertCanPublish(user);
      const orgId = await ownership.owningOrg(user, body.orgId);
      const { id } = await repo.insert(db, { ...fields, orgId, creatorId: user.userId });
      return this.view(user, id);
    },

    async delete(user: TSessionUser, gradeId: number) {
      const { grade } = await access(user, gradeId, 'owner');
      await ownership.authorize(user, grade, 'delete');
      const set = await repo.exams(db, gradeId);
      if (set.length) throw conflict('grade.hasExams', { count: set.length });
      await repo.delete(db, gradeId);
      return null;
    },

    async members(user: TSessionUser, body: z.output<typeof ZGradeMemberListRequest>) {
      await access(user, body.gradeId, 'keeper');
      const { list, totalCount } = await repo.members(db, body.gradeId, body.keyword, sliceOf(body));
      const members = list.map(({ member, name, mobile }) => ({
        userId: member.userId,
        name,
        mobile,
        role: member.role,
        addedAt: member.addedAt.toISOString(),
      }));
      return toPage(members, totalCount, body);
    },

    /** Adds people by mobile; only the owner appoints class admins. */
    async addMembers(user: TSessionUser, body: { gradeId: number; mobiles: string[]; role: TGradeRole }) {
      await access(user, body.gradeId, body.role === 'admin' ? 'owner' : 'keeper');
      return { ...(await addUsers(body.gradeId, [...new Set(body.mobiles)], body.role)), errors: [] };
    },

    authorizeKeeper: (user: TSessionUser, gradeId: number) => access(user, gradeId, 'keeper'),

    /** Students from a filled-in template: nothing is added while any row is wrong or has no account. */
    async importMembers(user: TSessionUser, gradeId: number, content: Buffer, locale: TLocale) {
      await access(user, gradeId, 'keeper');
      const { rows, errors } = await readStudentSheet(content, locale);
      const known = new Set(
        (
          await repo.usersByMobile(
            db,
            rows.map((r) => r.mobile),
          )
        ).map((p) => p.mobile),
      );
      for (const { row, mobile } of rows)
        if (!known.has(mobile)) errors.push({ row, message: translate('exam.userMissing', locale) });
      if (errors.length)
        return { added: 0, already: 0, unknown: [], errors: errors.sort((a, b) => a.row - b.row) };
      return {
        ...(await addUsers(
          gradeId,
          rows.map((r) => r.mobile),
          'student',
        )),
        errors: [],
      };
    },

    importTemplate: (locale: TLocale) => studentTemplate(locale),

    async setRole(user: TSessionUser, body: { gradeId: number; userId: number; role: TGradeRole }) {
      await access(user, body.gradeId, 'owner');
      await repo.setRole(db, body.gradeId, body.userId, body.role);
      return null;
    },

    /** A class admin removes students; only the owner removes another admin. */
    async removeMember(user: TSessionUser, gradeId: number, userId: number) {
      const { owns } = await access(user, gradeId, 'keeper');
      const role = await repo.roleOf(db, gradeId, userId);
      assertMayRemoveMember(role, owns);
      await repo.removeMember(db, gradeId, userId);
      return null;
    },

    async exams(user: TSessionUser, gradeId: number) {
      await access(user, gradeId, 'keeper');
      return gradeExams(gradeId);
    },

    /** Sets one of the owner's own exams for the class. */
    async assign(user: TSessionUser, gradeId: number, examId: number) {
      const { grade } = await access(user, gradeId, 'owner');
      const exam = await exams.find(examId);
      if (!exam || !sameBank(exam, grade)) throw invalid('grade.examNotYours', 'examId');
      await repo.assign(db, gradeId, examId);
      return gradeExams(gradeId);
    },

    async unassign(user: TSessionUser, gradeId: number, examId: number) {
      await access(user, gradeId, 'owner');
      await repo.unassign(db, gradeId, examId);
      return gradeExams(gradeId);
    },

    /**
     * A make-up for the class: whoever studies in it when they sit the exam has it, so a student who
     * joins later gets it and one who leaves loses it; a person's own make-up wins term by term.
     */
    async makeUp(user: TSessionUser, body: z.output<typeof ZGradeMakeUp>) {
      await access(user, body.gradeId, 'owner');
      await setExam(body.gradeId, body.examId);
      await repo.makeUp(db, body.gradeId, body.examId, {
        attempts: body.attempts,
        closesAt: body.closesAt === null ? null : new Date(body.closesAt),
        minutes: body.minutes,
      });
      return { count: (await repo.students(db, body.gradeId)).length };
    },

    async result(user: TSessionUser, gradeId: number, examId: number) {
      const { grade } = await access(user, gradeId, 'keeper');
      const { standings, sittings, ...rest } = await standing(grade, await setExam(gradeId, examId));
      const scores = await repo.markedAnswers(
        db,
        sittings.filter((s) => s.state === 'reviewed').map((s) => s.id),
      );
      return { ...rest, students: standings, questions: difficultiesOf(sittings, scores) };
    },

    async exportResult(user: TSessionUser, gradeId: number, examId: number, locale: TLocale) {
      const result = await this.result(user, gradeId, examId);
      const fileName = translate('grade.resultFile', locale, {
        grade: result.gradeName,
        exam: result.examName,
      });
      return { fileName, content: await resultBook(result, locale) };
    },

    /** A student's own standing beside the class's figures (SPEC /exam/gradeResult). */
    async mineResult(user: TSessionUser, gradeId: number, examId: number) {
      const grade = await repo.find(db, gradeId);
      if (!grade) throw notFound();
      assertStudent(await repo.roleOf(db, gradeId, user.userId));
      const {
        standings,
        sittings: _sittings,
        ...rest
      } = await standing(grade, await setExam(gradeId, examId));
      const { attemptCount, best, state, passed, rank } = standings.find((s) => s.userId === user.userId)!;
      return { ...rest, mine: { attemptCount, best, state, passed, rank } };
    },

    /** The classes the person studies in, each with its exams and how they did (SPEC /account/grades/my). */
    async my(user: TSessionUser): Promise<TMyGrade[]> {
      const { list } = await repo.list(db, repo.studied(user.userId), undefined, { offset: 0, limit: 100 });
      return Promise.all(
        list.map(async ({ grade, ownerName }) => {
          const set = await gradeExams(grade.id);
          const mine = await Promise.all(
            set.map(async (exam) => {
              const sittings = await repo.attempts(db, exam.examId, [user.userId]);
              const [own] = standingsOf(
                [{ userId: user.userId, name: '', mobile: '' }],
                sittings,
                exam.passScore,
              );
              return { ...exam, attemptCount: own!.attemptCount, best: own!.best, state: own!.state };
            }),
          );
          return {
            id: grade.id,
            gradeName: grade.gradeName,
            introduction: grade.introduction,
            ownerName,
            exams: mine,
          };
        }),
      );
    },
  };
};

export type TGradeService = ReturnType<typeof createGradeService>;
