import type { TEarningsSummary, TPageRequest, TWithdrawal, TWithdrawalRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { assertOrgEarner } from '../course.policy.ts';
import type { TOrganizationService } from '../../organization/organization.service.ts';
import type { TCourseRow } from '../course.repository.ts';
import { earningsRepository as repo, type TEarner } from './earnings.repository.ts';
import { presentWithdrawal } from './earnings.presenter.ts';

/** How a sale is split: the platform's percentage first, then the lecturer's of the rest on an institution's course. */
export interface TSaleShares {
  platformPercent: number;
  lecturerPercent: number;
}

/**
 * The shares of one sale in fen, rounding down for the platform and the lecturer so the parts
 * always add up to the price: a lecturer's own course leaves the rest to them; an institution's
 * gives the named lecturer (or creator) their percentage and the institution the remainder.
 */
export const splitSale = (priceFen: number, course: Pick<TCourseRow, 'orgId'>, shares: TSaleShares) => {
  const platformFen = Math.floor((priceFen * shares.platformPercent) / 100);
  const net = priceFen - platformFen;
  const lecturerFen = course.orgId === null ? net : Math.floor((net * shares.lecturerPercent) / 100);
  return { platformFen, lecturerFen, orgFen: net - lecturerFen };
};

/**
 * Earnings of course sales and their withdrawal: each paid order credits its shares in the
 * payment's own transaction; a withdrawal request takes its amount from the balance at once (so
 * the balance never goes below zero, however many requests race), and the platform approves it
 * (paid out) or rejects it (the amount goes back).
 */
export const createEarningsService = (db: TDb, organizations: TOrganizationService, shares: TSaleShares) => {
  /** Whose money the caller acts on: their own, or an institution they administer. */
  const earnerOf = async (user: TSessionUser, orgId: number | undefined): Promise<TEarner> => {
    if (orgId === undefined) return { kind: 'user', ownerId: user.userId };
    const role = await organizations.roleOf(orgId, user.userId);
    assertOrgEarner(role);
    return { kind: 'org', ownerId: orgId };
  };

  return {
    earnerOf,

    /** Takes a refunded order's shares back; a balance already withdrawn below them refuses the refund (602). */
    async reverseSale(tx: TTx, orderId: number) {
      if (!(await repo.reverseSale(tx, orderId))) throw conflict('course.refundWithdrawn');
    },

    /** Credits the lecturer's and the institution's shares of a paid order (the platform keeps its own). */
    async creditSale(
      tx: TTx,
      order: { id: number; payableFen: number },
      course: Pick<TCourseRow, 'id' | 'orgId' | 'lecturerId' | 'creatorId'>,
    ) {
      const { lecturerFen, orgFen } = splitSale(order.payableFen, course, shares);
      const sale = { orderId: order.id, courseId: course.id };
      if (lecturerFen > 0)
        await repo.credit(
          tx,
          { kind: 'user', ownerId: course.lecturerId ?? course.creatorId },
          { ...sale, amountFen: lecturerFen },
        );
      if (orgFen > 0 && course.orgId !== null)
        await repo.credit(tx, { kind: 'org', ownerId: course.orgId }, { ...sale, amountFen: orgFen });
    },

    async summary(user: TSessionUser, orgId: number | undefined): Promise<TEarningsSummary> {
      const earner = await earnerOf(user, orgId);
      const [balanceFen, summary] = await Promise.all([repo.balance(db, earner), repo.summary(db, earner)]);
      const earnedFen = summary.byMonth.reduce((sum, month) => sum + month.amountFen, 0);
      return { balanceFen, earnedFen, ...summary };
    },

    async apply(user: TSessionUser, { orgId, ...request }: TWithdrawalRequest): Promise<TWithdrawal> {
      const earner = await earnerOf(user, orgId);
      const saved = await db.transaction(async (tx) => {
        if (!(await repo.take(tx, earner, request.amountFen)))
          throw invalid('earnings.overBalance', 'amountFen');
        return repo.insertWithdrawal(tx, { ...earner, ...request, requesterId: user.userId });
      });
      return presentWithdrawal((await repo.withdrawal(db, saved.id))!);
    },

    async list(user: TSessionUser, request: TPageRequest & { orgId?: number | undefined }) {
      const earner = await earnerOf(user, request.orgId);
      const { list, totalCount } = await repo.withdrawalsOf(db, earner, sliceOf(request));
      return toPage(list.map(presentWithdrawal), totalCount, request);
    },

    async adminList(request: TPageRequest & { status: TWithdrawal['status'] }) {
      const { list, totalCount } = await repo.withdrawalsByStatus(db, request.status, sliceOf(request));
      return toPage(list.map(presentWithdrawal), totalCount, request);
    },

    /** Decides a pending request once; a rejection puts the amount back in the balance. */
    async audit({ id, approve, note }: { id: number; approve: boolean; note: string }) {
      await db.transaction(async (tx) => {
        const decided = await repo.decide(tx, id, { status: approve ? 'approved' : 'rejected', note });
        if (!decided) throw conflict('earnings.notPending');
        if (!approve) await repo.giveBack(tx, decided, decided.amountFen);
      });
    },
  };
};
export type TEarningsService = ReturnType<typeof createEarningsService>;
