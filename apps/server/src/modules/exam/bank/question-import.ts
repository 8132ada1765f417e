import type { TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { readQuestionSheet } from './question-sheet.ts';
import { questionRepository as repo } from './question.repository.ts';
import { sameBank, type TQuestionService } from './question.service.ts';

/**
 * Importing a filled-in template into the caller's bank: every row is checked first and nothing is
 * written while any row is wrong; categories named in the sheet that the bank lacks are created, all
 * in one transaction.
 */
export const createQuestionImport = (db: TDb, ownership: TOwnership, questions: TQuestionService) => ({
  authorize: (user: TSessionUser, orgId: number | undefined) => questions.bankFor(user, orgId),

  async importSheet(user: TSessionUser, orgId: number | undefined, content: Buffer, locale: TLocale) {
    const bank = await questions.bankFor(user, orgId);
    const { questions: rows, errors } = await readQuestionSheet(content, locale);
    if (errors.length) return { imported: 0, errors };
    const known = (await repo.categories(db, await ownership.scope(user))).filter((c) => sameBank(c, bank));
    await db.transaction(async (tx) => {
      const idOf = new Map(known.map((c) => [c.categoryName, c.id]));
      for (const name of new Set(rows.map((q) => q.categoryName).filter(Boolean)))
        if (!idOf.has(name))
          idOf.set(name, (await repo.insertCategory(tx, { ...bank, categoryName: name })).id);
      const rowOf = (q: (typeof rows)[number], sort: number) => ({
        ...bank,
        kind: q.content.kind,
        categoryId: idOf.get(q.categoryName) ?? null,
        difficulty: q.difficulty,
        stem: q.stem,
        explanation: q.explanation,
        content: q.content.kind === 'material' ? { kind: 'material' as const } : q.content,
        sort,
      });
      const plain = rows.flatMap((q, sort) => (q.content.kind === 'material' ? [] : [rowOf(q, sort)]));
      if (plain.length) await repo.insertMany(tx, plain);
      // A comprehension question is stored as the editor stores it: the passage, then its sub-questions.
      for (const [sort, q] of rows.entries())
        if (q.content.kind === 'material')
          await repo.replaceChildren(
            tx,
            await repo.insert(tx, rowOf(q, sort)),
            q.content.children.map((child) => ({ ...child, kind: child.content.kind })),
          );
    });
    return { imported: rows.length, errors: [] };
  },
});
