import type {
  TExamCard,
  TExamPhase,
  TOverride,
  ZExamListRequest,
  ZExamManageListRequest,
  ZExamSave,
  ZOverrideSave,
} from '@huitang/contracts';
import type { z } from 'zod';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { sameBank } from '../bank/question.service.ts';
import type { TExamPaperService } from '../exam-paper/exam-paper.service.ts';
import { examRepository as repo, indexListedExams as indexListed, type TExamRow } from './exam.repository.ts';
import { presentSettings } from './exam.presenter.ts';

/** Listed exams the search index lacks (published before it existed, the demo seed), indexed at start. */
export const indexListedExams = (db: TDbOrTx) => indexListed(db);

export interface TExamDeps {
  ownership: TOwnership;
  papers: TExamPaperService;
  /** Whether the caller manages the meeting (throws 306/777 otherwise). */
  authorizeMeeting: (user: TSessionUser, meetingId: number) => Promise<unknown>;
  findUserByMobile: (mobile: string) => Promise<{ id: number } | undefined>;
}

export const phaseOf = (exam: { opensAt: Date; closesAt: Date }, now: Date): TExamPhase =>
  now < exam.opensAt ? 'upcoming' : now < exam.closesAt ? 'open' : 'closed';

/**
 * Exams an owner offers (SPEC /account/exams/add, myExamination; the meeting console's exams): a paper
 * of their own in a window, with a time limit, attempts and an audience; make-ups per person; and the
 * public list (SPEC /exam).
 */
export const createExamService = (db: TDb, deps: TExamDeps) => {
  const { ownership, papers } = deps;

  const authorize = async (user: TSessionUser, id: number, action: 'manage' | 'delete' = 'manage') => {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    await ownership.authorize(user, row, action);
    return row;
  };

  const managed = async (
    row: TExamRow,
    extra: { paperName: string; attemptCount: number; reviewingCount: number },
  ) => {
    const paper = (await papers.find(row.paperId))!;
    const { totalScore, questionCount } = await papers.totalsOf(paper);
    return presentSettings(row, { ...extra, totalScore, questionCount, passScore: paper.passScore });
  };

  const card = async (
    row: TExamRow,
    names: { meetingName: string; ownerName: string },
    now: Date,
  ): Promise<TExamCard> => {
    const paper = (await papers.find(row.paperId))!;
    const { totalScore, questionCount } = await papers.totalsOf(paper);
    return {
      id: row.id,
      examName: row.examName,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      minutes: row.minutes,
      attempts: row.attempts,
      audience: row.audience,
      meetingId: row.meetingId,
      ...names,
      totalScore,
      passScore: paper.passScore,
      questionCount,
      phase: phaseOf(row, now),
    };
  };

  const overrides = async (examId: number): Promise<TOverride[]> =>
    (await repo.overrides(db, examId)).map(({ override, name, mobile }) => ({
      examId: override.examId,
      userId: override.userId,
      name,
      mobile,
      attempts: override.attempts,
      closesAt: override.closesAt?.toISOString() ?? null,
      minutes: override.minutes,
    }));

  return {
    authorize,
    find: (id: number) => repo.find(db, id),
    card,
    names: (row: TExamRow) => repo.names(db, row),
    overrideFor: (examId: number, userId: number) => repo.overrideFor(db, examId, userId),

    async list(user: TSessionUser, body: z.output<typeof ZExamManageListRequest>) {
      const { list, totalCount } = await repo.listManaged(
        db,
        await ownership.scope(user),
        body,
        sliceOf(body),
      );
      return toPage(
        await Promise.all(list.map(({ exam, ...extra }) => managed(exam, extra))),
        totalCount,
        body,
      );
    },

    async view(user: TSessionUser, id: number) {
      await authorize(user, id);
      const { exam, ...extra } = (await repo.managedOne(db, id))!;
      return managed(exam, extra);
    },

    async save(user: TSessionUser, body: z.output<typeof ZExamSave>) {
      const existing = body.id === undefined ? undefined : await authorize(user, body.id);
      const owner = existing ?? {
        orgId: await ownership.owningOrg(user, body.orgId),
        creatorId: user.userId,
      };
      const paper = await papers.find(body.paperId);
      if (!paper || !sameBank(paper, owner)) throw invalid('exam.paperMissing', 'paperId');
      if (body.audience === 'meeting') await deps.authorizeMeeting(user, body.meetingId!);
      const { id: _id, orgId: _orgId, ...rest } = body;
      const fields = {
        ...rest,
        meetingId: body.audience === 'meeting' ? body.meetingId : null,
        opensAt: new Date(body.opensAt),
        closesAt: new Date(body.closesAt),
      };
      const id = existing
        ? (await repo.update(db, existing.id, fields), existing.id)
        : (await repo.insert(db, { ...owner, ...fields })).id;
      return this.view(user, id);
    },

    async delete(user: TSessionUser, id: number) {
      await authorize(user, id, 'delete');
      if (await repo.hasAttempts(db, id)) throw conflict('exam.hasAttempts');
      await repo.delete(db, id);
      return null;
    },

    async publicList(body: z.output<typeof ZExamListRequest>) {
      const now = new Date();
      const { list, totalCount } = await repo.listPublic(db, body, now, sliceOf(body));
      return toPage(
        await Promise.all(list.map(({ exam, ...names }) => card(exam, names, now))),
        totalCount,
        body,
      );
    },

    listOverrides: async (user: TSessionUser, examId: number) => {
      await authorize(user, examId);
      return overrides(examId);
    },

    async saveOverride(user: TSessionUser, body: z.output<typeof ZOverrideSave>) {
      await authorize(user, body.examId);
      const person = await deps.findUserByMobile(body.mobile);
      if (!person) throw invalid('exam.userMissing', 'mobile');
      await repo.saveOverride(db, {
        examId: body.examId,
        userId: person.id,
        attempts: body.attempts,
        closesAt: body.closesAt === null ? null : new Date(body.closesAt),
        minutes: body.minutes,
      });
      return overrides(body.examId);
    },

    async deleteOverride(user: TSessionUser, examId: number, userId: number) {
      await authorize(user, examId);
      await repo.deleteOverride(db, examId, userId);
      return overrides(examId);
    },
  };
};

export type TExamService = ReturnType<typeof createExamService>;
