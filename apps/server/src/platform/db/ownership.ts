import { and, eq, inArray, isNull, or, type Column } from 'drizzle-orm';

/** Who manages what: their institutions' meetings and courses, and the ones they made as a person. */
export interface TManageScope {
  userId: number;
  orgIds: number[];
}

/** The rows a scope manages, as a condition on a table with `orgId` and `creatorId` columns. */
export const ownedByScope = (scope: TManageScope, table: { orgId: Column; creatorId: Column }) => {
  const personal = and(isNull(table.orgId), eq(table.creatorId, scope.userId));
  return scope.orgIds.length ? or(inArray(table.orgId, scope.orgIds), personal) : personal;
};
