import type { TPage, TPageRequest } from '@huitang/contracts';

export const pageOffset = ({ pageCurrent, pageSize }: TPageRequest) => (pageCurrent - 1) * pageSize;

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
