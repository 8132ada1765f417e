import type { TPage, TPageRequest } from '@huitang/contracts';

export const toPage = <T>(
  list: T[],
  totalCount: number,
  { pageCurrent, pageSize }: TPageRequest,
): TPage<T> => ({
  list,
  totalCount,
  totalPage: Math.ceil(totalCount / pageSize),
  pageCurrent,
  pageSize,
});
