import type { VIEWED_KINDS } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { countRead } from './view-count.repository.ts';

/** Reads of blogs, questions and articles, as the reader's page reports them (decision 036). */
export const createViewCounter = (db: TDb) => ({
  async count(kind: (typeof VIEWED_KINDS)[number], id: number) {
    if (!(await countRead(db, kind, id))) throw notFound();
    return null;
  },
});
export type TViewCounter = ReturnType<typeof createViewCounter>;
