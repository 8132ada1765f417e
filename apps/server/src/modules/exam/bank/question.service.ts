import type {
  TPageRequest,
  TQuestionCategory,
  ZQuestionCategorySave,
  ZQuestionListRequest,
  ZQuestionSave,
} from '@huitang/contracts';
import type { z } from 'zod';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../../platform/auth/render-reads.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { assertCanPublish, type TOwnership } from '../../organization/ownership.service.ts';
import { questionRepository as repo, type TBank, type TQuestionRow } from './question.repository.ts';
import { presentQuestion } from './question.presenter.ts';

// The exam papers present their questions as the bank does.
export { presentQuestion } from './question.presenter.ts';

/** Whether two owned things are in the same bank: one institution's, or one person's own. */
export const sameBank = (a: TBank, b: TBank) =>
  a.orgId === b.orgId && (a.orgId !== null || a.creatorId === b.creatorId);

/**
 * The question bank (SPEC /account/subject/add and comprehend): questions of six kinds in categories,
 * each bank its institution's or its lecturer's; a comprehension question keeps its sub-questions as
 * rows so answers can name them.
 */
/** The bank as papers read it: the picked questions, their children, and what a rule can draw. */
export const questionsForPapers = {
  findMany: (...a: Parameters<typeof repo.findMany>) => repo.findMany(...a),
  childrenOf: (...a: Parameters<typeof repo.childrenOf>) => repo.childrenOf(...a),
  findCategory: (...a: Parameters<typeof repo.findCategory>) => repo.findCategory(...a),
  available: (...a: Parameters<typeof repo.available>) => repo.available(...a),
  draw: (...a: Parameters<typeof repo.draw>) => repo.draw(...a),
};

export const createQuestionService = (db: TDb, ownership: TOwnership) => {
  const readCategories = async (user: TSessionUser) => repo.categories(db, await ownership.scope(user));
  /**
   * The caller's categories, read once per page render (render-reads.ts): the bank's page lists them
   * and names its questions' categories from them. A category's write reads them afresh.
   */
  const categoriesOf = (user: TSessionUser) =>
    readOncePerRender(user, 'exam categories', () => readCategories(user));
  const presentCategories = (rows: Awaited<ReturnType<typeof readCategories>>): TQuestionCategory[] =>
    rows.map(({ id, categoryName, sort, questionCount }) => ({ id, categoryName, sort, questionCount }));
  const categoryNames = async (user: TSessionUser) =>
    new Map((await categoriesOf(user)).map((c) => [c.id, c.categoryName]));

  /** The question if the caller may manage it (306 otherwise, 777 when there is none). */
  const authorize = async (user: TSessionUser, id: number) => {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    await ownership.authorize(user, row);
    return row;
  };

  /** The bank a new thing goes in: the institution named (the caller's), else the caller's first or own. */
  const bankFor = async (user: TSessionUser, orgId: number | undefined): Promise<TBank> => {
    assertCanPublish(user);
    return { orgId: await ownership.owningOrg(user, orgId), creatorId: user.userId };
  };

  const assertCategory = async (bank: TBank, categoryId: number | null) => {
    if (categoryId === null) return;
    const category = await repo.findCategory(db, categoryId);
    if (!category || !sameBank(category, bank)) throw invalid('exam.categoryMissing', 'categoryId');
  };

  const view = async (user: TSessionUser, row: TQuestionRow) => {
    const [children, names] = await Promise.all([repo.childrenOf(db, [row.id]), categoryNames(user)]);
    return presentQuestion(row, children, (row.categoryId && names.get(row.categoryId)) || '');
  };

  return {
    bankFor,
    authorize,

    listCategories: async (user: TSessionUser) => presentCategories(await categoriesOf(user)),

    async saveCategory(user: TSessionUser, body: z.output<typeof ZQuestionCategorySave>) {
      const fields = { categoryName: body.categoryName, sort: body.sort };
      let id = body.id;
      if (id === undefined) {
        id = (await repo.insertCategory(db, { ...(await bankFor(user, body.orgId)), ...fields })).id;
      } else {
        const category = await repo.findCategory(db, id);
        if (!category) throw notFound();
        await ownership.authorize(user, category);
        await repo.updateCategory(db, id, fields);
      }
      const saved = presentCategories(await readCategories(user)).find((c) => c.id === id);
      if (!saved) throw notFound();
      return saved;
    },

    async deleteCategory(user: TSessionUser, id: number) {
      const category = await repo.findCategory(db, id);
      if (!category) throw notFound();
      await ownership.authorize(user, category, 'delete');
      const holding = await repo.countInCategory(db, id);
      if (holding > 0) throw conflict('exam.categoryInUse', { count: holding });
      await repo.deleteCategory(db, id);
      return null;
    },

    async list(user: TSessionUser, body: z.output<typeof ZQuestionListRequest>) {
      const scope = await ownership.scope(user);
      const { list, totalCount } = await repo.list(db, scope, body, sliceOf(body));
      const [children, names] = await Promise.all([
        repo.childrenOf(
          db,
          list.filter((q) => q.kind === 'material').map((q) => q.id),
        ),
        categoryNames(user),
      ]);
      return toPage(
        list.map((row) =>
          presentQuestion(
            row,
            children.filter((c) => c.parentId === row.id),
            (row.categoryId && names.get(row.categoryId)) || '',
          ),
        ),
        totalCount,
        body as TPageRequest,
      );
    },

    view: async (user: TSessionUser, id: number) => view(user, await authorize(user, id)),

    /** Saves a question and (for comprehension) its sub-questions in one transaction. */
    async save(user: TSessionUser, body: z.output<typeof ZQuestionSave>) {
      const existing = body.id === undefined ? undefined : await authorize(user, body.id);
      const bank = existing ?? (await bankFor(user, body.orgId));
      await assertCategory(bank, body.categoryId);
      const { content } = body;
      const fields = {
        kind: content.kind,
        categoryId: body.categoryId,
        difficulty: body.difficulty,
        stem: body.stem,
        images: body.images,
        explanation: body.explanation,
        content: content.kind === 'material' ? { kind: 'material' as const } : content,
      };
      const saved = await db.transaction(async (tx) => {
        let row: TQuestionRow;
        if (existing) {
          await repo.update(tx, existing.id, fields);
          row = { ...existing, ...fields };
        } else row = await repo.insert(tx, { ...bank, ...fields });
        if (content.kind === 'material' || existing?.kind === 'material')
          await repo.replaceChildren(
            tx,
            row,
            content.kind === 'material'
              ? content.children.map((child) => ({ ...child, kind: child.content.kind }))
              : [],
          );
        return row;
      });
      return view(user, (await repo.find(db, saved.id))!);
    },

    async delete(user: TSessionUser, id: number) {
      await authorize(user, id);
      if (await repo.inAnyPaper(db, id)) throw conflict('exam.questionInPaper');
      await repo.softDelete(db, id);
      return null;
    },
  };
};

export type TQuestionService = ReturnType<typeof createQuestionService>;
