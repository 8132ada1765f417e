import type { TLabel, TLabelRow as TLabelView, TLocale } from '@huitang/contracts';
import { z } from 'zod';
import type { ZLabelSave } from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { labelRepository as repo, type TLabelRow } from './label.repository.ts';
import { presentLabel } from './label.presenter.ts';

/** The labels articles are filed under: everyone reads them, the platform admin keeps them. */
export const createLabelService = (db: TDb) => ({
  async list(locale: TLocale): Promise<TLabel[]> {
    return (await repo.list(db)).map((row) => presentLabel(row, locale));
  },

  /** Which of these label ids exist: a post filed under a deleted or made-up label is refused. */
  existing(ids: number[]): Promise<number[]> {
    return repo.existing(db, ids);
  },

  /** Labels by id, for cards: one read per list, not one per card. */
  async byId(): Promise<Map<number, TLabelRow>> {
    return new Map((await repo.list(db)).map((row) => [row.id, row]));
  },

  async adminList(): Promise<TLabelView[]> {
    return (await repo.withCounts(db)).map(({ label, blogCount }) => ({
      id: label.id,
      labelName: label.labelName,
      labelNameEn: label.labelNameEn,
      sort: label.sort,
      blogCount,
    }));
  },

  async save({ id, ...values }: z.output<typeof ZLabelSave>): Promise<TLabelView> {
    const row = await repo.save(db, id, values);
    const saved = row && (await this.adminList()).find((label) => label.id === row.id);
    if (!saved) throw notFound();
    return saved;
  },

  async delete(id: number) {
    if (!(await db.transaction((tx) => repo.delete(tx, id)))) throw notFound();
    return null;
  },
});
export type TLabelService = ReturnType<typeof createLabelService>;
