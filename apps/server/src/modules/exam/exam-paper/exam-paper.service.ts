import type { TExamPaper, TExamPaperRule, ZExamPaperListRequest, ZExamPaperSave } from '@huitang/contracts';
import type { z } from 'zod';
import type { TAttemptQuestion } from '../../../../db/schema/index.ts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import type { TBank } from '../bank/question.repository.ts';
import {
  presentQuestion,
  questionsForPapers as questions,
  sameBank,
  type TQuestionService,
} from '../bank/question.service.ts';
import { attemptQuestionOf, sheetOf, shuffled } from '../sitting/attempt/sheet.ts';
import { presentExamPaper, presentPaperSummary } from './exam-paper.presenter.ts';
import { examPaperRepository as repo, type TPaperItemRow, type TPaperRow } from './exam-paper.repository.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A paper's size and total: the picked questions' scores, or what its rules draw. */
const totalsOf = (paper: TPaperRow, items: TPaperItemRow[]) =>
  paper.mode === 'fixed'
    ? { questionCount: items.length, totalScore: round1(items.reduce((s, i) => s + i.score, 0)) }
    : {
        questionCount: paper.rules.reduce((s, r) => s + r.count, 0),
        totalScore: round1(paper.rules.reduce((s, r) => s + r.count * r.score, 0)),
      };

const sameRules = (a: TExamPaperRule[], b: TExamPaperRule[]) => JSON.stringify(a) === JSON.stringify(b);
const sameItems = (a: TPaperItemRow[], b: { questionId: number; score: number }[]) =>
  a.length === b.length &&
  a.every((item, i) => item.questionId === b[i]!.questionId && item.score === b[i]!.score);

/**
 * Papers (SPEC /account/exams/add, selectIssue, preview): a fixed selection of the bank's questions
 * with a score each, or rules that draw N questions per kind, category and difficulty for every
 * attempt. Once someone has sat an exam of a paper its questions no longer change.
 */
export const createExamPaperService = (db: TDb, ownership: TOwnership, bank: TQuestionService) => {
  const authorize = async (user: TSessionUser, id: number, action: 'manage' | 'delete' = 'manage') => {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    await ownership.authorize(user, row, action);
    return row;
  };

  const assertItems = async (owner: TBank, items: { questionId: number }[]) => {
    const found = await questions.findMany(
      db,
      items.map((i) => i.questionId),
    );
    items.forEach((item, index) => {
      const question = found.find((q) => q.id === item.questionId);
      if (!question || !sameBank(question, owner))
        throw invalid('exam.questionMissing', `items.${index}.questionId`);
    });
  };

  const assertRules = async (owner: TBank, rules: TExamPaperRule[]) => {
    for (const [index, rule] of rules.entries()) {
      if (rule.categoryId !== null) {
        const category = await questions.findCategory(db, rule.categoryId);
        if (!category || !sameBank(category, owner))
          throw invalid('exam.categoryMissing', `rules.${index}.categoryId`);
      }
      const available = await questions.available(db, owner, rule);
      if (available < rule.count)
        throw invalid('exam.notEnoughQuestions', `rules.${index}.count`, {
          rule: index + 1,
          count: rule.count,
          available,
        });
    }
  };

  /** The paper with its questions and rules read now, for its editor. */
  const present = async (paper: TPaperRow, user: TSessionUser): Promise<TExamPaper> => {
    const items = await repo.items(db, [paper.id]);
    const rows = await questions.findMany(
      db,
      items.map((i) => i.questionId),
    );
    const children = await questions.childrenOf(
      db,
      rows.filter((q) => q.kind === 'material').map((q) => q.id),
    );
    const categories = new Map((await bank.listCategories(user)).map((c) => [c.id, c.categoryName]));
    const shown = new Map(
      rows.map((row) => [
        row.id,
        presentQuestion(
          row,
          children.filter((c) => c.parentId === row.id),
          (row.categoryId && categories.get(row.categoryId)) || '',
        ),
      ]),
    );
    const rules = await Promise.all(
      paper.rules.map(async (rule) => ({ ...rule, available: await questions.available(db, paper, rule) })),
    );
    return presentExamPaper(paper, totalsOf(paper, items), items, shown, rules);
  };

  /** The questions of one sitting: the fixed ones, or a fresh draw by the rules; ordered and shuffled as asked. */
  const draw = async (
    paper: TPaperRow,
    { shuffleQuestions, shuffleOptions }: { shuffleQuestions: boolean; shuffleOptions: boolean },
  ): Promise<TAttemptQuestion[]> => {
    const picked: { id: number; score: number }[] = [];
    if (paper.mode === 'fixed') {
      for (const item of await repo.items(db, [paper.id]))
        picked.push({ id: item.questionId, score: item.score });
    } else {
      for (const rule of paper.rules)
        for (const row of await questions.draw(db, paper, rule, rule.count))
          picked.push({ id: row.id, score: rule.score });
    }
    const rows = await questions.findMany(
      db,
      picked.map((p) => p.id),
    );
    const children = await questions.childrenOf(
      db,
      rows.filter((q) => q.kind === 'material').map((q) => q.id),
    );
    const drawn = picked.flatMap(({ id, score }) => {
      const row = rows.find((q) => q.id === id);
      return row
        ? [
            attemptQuestionOf(
              row,
              children.filter((c) => c.parentId === id),
              score,
              shuffleOptions,
            ),
          ]
        : [];
    });
    return shuffleQuestions ? shuffled(drawn) : drawn;
  };

  return {
    find: (id: number) => repo.find(db, id),
    authorize,
    draw,
    totalsOf: async (paper: TPaperRow) => totalsOf(paper, await repo.items(db, [paper.id])),

    async list(user: TSessionUser, body: z.output<typeof ZExamPaperListRequest>) {
      const scope = await ownership.scope(user);
      const { list, totalCount } = await repo.list(db, scope, body.keyword, sliceOf(body));
      const items = await repo.items(
        db,
        list.map((p) => p.id),
      );
      return toPage(
        list.map((paper) =>
          presentPaperSummary(
            paper,
            totalsOf(
              paper,
              items.filter((i) => i.paperId === paper.id),
            ),
          ),
        ),
        totalCount,
        body,
      );
    },

    view: async (user: TSessionUser, id: number) => present(await authorize(user, id), user),

    async save(user: TSessionUser, body: z.output<typeof ZExamPaperSave>) {
      const existing = body.id === undefined ? undefined : await authorize(user, body.id);
      const owner = existing ?? (await bank.bankFor(user, body.orgId));
      const items = body.mode === 'fixed' ? body.items : [];
      const rules = body.mode === 'random' ? body.rules : [];
      if (
        existing &&
        (existing.mode !== body.mode ||
          !sameRules(existing.rules, rules) ||
          !sameItems(await repo.items(db, [existing.id]), items)) &&
        (await repo.answered(db, existing.id))
      )
        throw conflict('exam.paperLocked');
      await assertItems(owner, items);
      await assertRules(owner, rules);
      const total = round1(
        body.mode === 'fixed'
          ? items.reduce((s, i) => s + i.score, 0)
          : rules.reduce((s, r) => s + r.count * r.score, 0),
      );
      if (body.passScore > total) throw invalid('exam.passOverTotal', 'passScore', { total });
      const fields = { paperName: body.paperName, mode: body.mode, rules, passScore: body.passScore };
      const id = await db.transaction(async (tx) => {
        const paperId = existing
          ? (await repo.update(tx, existing.id, fields), existing.id)
          : (await repo.insert(tx, { ...owner, ...fields })).id;
        await repo.replaceItems(tx, paperId, items);
        return paperId;
      });
      return present((await repo.find(db, id))!, user);
    },

    async delete(user: TSessionUser, id: number) {
      await authorize(user, id, 'delete');
      if (await repo.usedByExam(db, id)) throw conflict('exam.paperInUse');
      await repo.delete(db, id);
      return null;
    },

    /** The paper as a candidate would see it (a random paper shows one possible draw). */
    preview: async (user: TSessionUser, id: number) =>
      (await draw(await authorize(user, id), { shuffleQuestions: false, shuffleOptions: false })).map(
        sheetOf,
      ),
  };
};

export type TExamPaperService = ReturnType<typeof createExamPaperService>;
