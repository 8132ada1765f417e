import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { TPageRequest } from '@huitang/contracts';

/** Which rows of a list a page holds; every repository that pages takes this one shape. */
export interface TSlice {
  offset: number;
  limit: number;
}

export const sliceOf = ({ pageCurrent, pageSize }: TPageRequest): TSlice => ({
  offset: (pageCurrent - 1) * pageSize,
  limit: pageSize,
});

/** `%keyword%` for ILIKE, with the keyword's own `%`, `_` and `\` matched as themselves. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Any of the columns contains the keyword, ignoring case; no condition when there is no keyword. */
export const anyContains = (keyword: string | undefined, ...columns: Column[]): SQL | undefined =>
  keyword ? or(...columns.map((column) => ilike(column, containing(keyword)))) : undefined;
