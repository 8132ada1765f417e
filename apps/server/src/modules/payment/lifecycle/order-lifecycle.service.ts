import type { TOrderStatus, TPayProvider } from '@huitang/contracts';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import {
  TPayVerificationError,
  type TPaidNotice,
  type TPaymentProvider,
} from '../../../platform/pay/provider.ts';
import type { TPayableOrder } from '../payment.service.ts';
import {
  orderLifecycleRepository as repo,
  type TOrderTable,
  type TRefundableTable,
} from './order-lifecycle.repository.ts';

/** An order's row as the lifecycle reads it: the columns every kind's table has. */
export interface TLifecycleOrder {
  id: number;
  orderNo: string;
  buyerId: number;
  status: TOrderStatus;
  payableFen: number;
  payProvider: string;
  tradeNo: string | null;
  expiresAt: Date;
}

/** A paid order whose refund can be asked for (meeting and course orders). */
export interface TRefundableOrder extends TLifecycleOrder {
  refundRequestedAt: Date | null;
  refundReason: string;
}

/** What the expiry sweep needs of a kind: its table, and what closing an order gives back. */
export interface TOrderStore {
  table: TOrderTable;
  /**
   * In the transaction that closed them: what these orders held goes back (a meeting's places and
   * room nights). Courses and VIP plans have no stock: nothing to give back.
   */
  giveBack?: (tx: TTx, orderIds: number[]) => Promise<void>;
}

/** A verified payment of an order, as the gateway told it. */
export interface TPayment {
  provider: TPayProvider;
  tradeNo: string;
  amountFen: number;
}

/**
 * A kind of order sold through the gateways (meeting sign-ups, courses, VIP plans): where its
 * orders are, and what paying for one brings. The lifecycle decides the state; the kind the rest.
 */
export interface TOrderKind<TRow extends TLifecycleOrder> extends TOrderStore {
  /** Whether an order number is of this kind (numbers differ by their first character). */
  owns: (orderNo: string) => boolean;
  /** The order as the gateways and the cashier see it. */
  find: (orderNo: string) => Promise<TPayableOrder | undefined>;
  /** The order locked for a change of state: payments, closes and refunds queue up on it. */
  lock: (tx: TTx, orderNo: string) => Promise<TRow | undefined>;
  /**
   * A notice told before (the gateway repeats them): undefined when new, else whether its money is
   * to be asked back again (a late payment's refund may have died with the process). By default,
   * the trade that paid the order.
   */
  repeated?: (tx: TTx, order: TRow, payment: TPayment) => Promise<{ refund: boolean } | undefined>;
  /** A payment arriving after its order closed is still taken (no stock was held for it). */
  takesLatePayment: boolean;
  /** A different, second payment of a paid order is refused as not this order's (else given back). */
  refusesSecondPayment?: boolean;
  /** Under the order's lock: whether the payment is still wanted (places free, course not owned). */
  stillWanted?: (tx: TTx, order: TRow) => Promise<boolean>;
  /** What a taken payment brings, in the transaction that marks the order paid. */
  fulfil: (tx: TTx, order: TRow, payment: TPayment, origin: string) => Promise<void>;
  /** A payment given back is recorded so (meeting orders keep every payment). */
  refused?: (tx: TTx, order: TRow, payment: TPayment) => Promise<void>;
  /** Why a payment is given back, as the gateway's refund tells the payer. */
  refusalReason: string;
}

/** A kind whose paid orders its seller can refund. */
export interface TRefundableKind<TRow extends TRefundableOrder> extends TOrderKind<TRow> {
  table: TRefundableTable;
  byNo: (orderNo: string) => Promise<TRow | undefined>;
  /** Whose gateways took the money (null: the platform's). */
  orgOf: (order: TRow) => Promise<number | null>;
  /** What a recorded refund also changes, in its transaction (attendees, payments, mail). */
  refunded?: (tx: TTx, order: TRow, origin: string) => Promise<void>;
}

/** The gateway calls the lifecycle makes (payment.service.ts). */
export interface TMoneyBack {
  refundUnwanted: (provider: TPaymentProvider, notice: TPaidNotice, reason: string) => Promise<void>;
  refundPaid: (order: TRefundableOrder & { orgId: number | null }, reason: string) => Promise<void>;
}

/** Closes those of the orders still open and gives back what they held, in the caller's transaction. */
export const closeOrders = async (tx: TTx, store: TOrderStore, ids: number[]): Promise<number[]> => {
  const closed = await repo.close(tx, store.table, ids);
  if (closed.length) await store.giveBack?.(tx, closed);
  return closed;
};

/**
 * The expiry sweep: every kind's open orders past their time close, in batches, each batch with
 * what it gives back in one transaction. Answers how many closed.
 */
export const closeExpiredOrders = async (db: TDb, stores: TOrderStore[], batch = 500): Promise<number> => {
  let total = 0;
  for (const store of stores)
    for (let closed = batch; closed === batch; total += closed)
      closed = await db.transaction(async (tx) => {
        const ids = await repo.closeExpired(tx, store.table, batch);
        if (ids.length) await store.giveBack?.(tx, ids);
        return ids.length;
      });
  return total;
};

const paidBy = (order: TLifecycleOrder, payment: TPayment) =>
  order.tradeNo === payment.tradeNo && order.payProvider === payment.provider ? { refund: false } : undefined;

/**
 * Settles a verified notice once, however often it is told: under the order's lock it is taken
 * (the order becomes paid and the kind fulfils it) or given back (an open order closes, and the
 * gateway refunds it after the commit). Answers whether the money goes back.
 */
const settleUnderLock = async <TRow extends TLifecycleOrder>(
  tx: TTx,
  kind: TOrderKind<TRow>,
  payment: TPayment,
  orderNo: string,
  origin: string,
): Promise<boolean> => {
  const order = await kind.lock(tx, orderNo);
  if (!order) throw new TPayVerificationError(`unknown order ${orderNo}`);
  const told = await (kind.repeated ? kind.repeated(tx, order, payment) : paidBy(order, payment));
  if (told) return told.refund;
  if (payment.amountFen !== order.payableFen)
    throw new TPayVerificationError(`amount ${payment.amountFen} does not match order ${order.payableFen}`);
  const settled = order.status === 'paid' || order.status === 'refunded';
  if (settled && kind.refusesSecondPayment)
    throw new TPayVerificationError(`order ${order.orderNo} is already paid`);
  const takes =
    !settled &&
    (order.status === 'open' || kind.takesLatePayment) &&
    (!kind.stillWanted || (await kind.stillWanted(tx, order)));
  const from: TOrderStatus[] = kind.takesLatePayment ? ['open', 'closed'] : ['open'];
  if (takes && (await repo.pay(tx, kind.table, order.id, payment, from))) {
    await kind.fulfil(tx, order, payment, origin);
    return false;
  }
  if (order.status === 'open') await closeOrders(tx, kind, [order.id]);
  await kind.refused?.(tx, order, payment);
  return true;
};

/**
 * The one order lifecycle: open → paid → closed or refunded, for every kind of order. A kind is
 * registered once; the payment service reaches its orders through what `register` answers.
 */
export const createOrderLifecycle = (db: TDb, money: TMoneyBack) => {
  const stores: TOrderStore[] = [];
  const refundables: TRefundableKind<TRefundableOrder>[] = [];

  /**
   * A refund already asked for: the gateway is called outside any transaction (it refunds a refund
   * number once, however often asked), then the refund is recorded with what it changes, once.
   */
  const finishRefund = async <TRow extends TRefundableOrder>(
    kind: TRefundableKind<TRow>,
    orderNo: string,
    origin: string,
  ) => {
    const order = await kind.byNo(orderNo);
    if (order?.status !== 'paid' || !order.refundRequestedAt) return;
    await money.refundPaid({ ...order, orgId: await kind.orgOf(order) }, order.refundReason);
    await db.transaction(async (tx) => {
      const locked = await kind.lock(tx, orderNo);
      if (locked && (await repo.refund(tx, kind.table, locked.id))) await kind.refunded?.(tx, locked, origin);
    });
  };

  const settler =
    <TRow extends TLifecycleOrder>(kind: TOrderKind<TRow>) =>
    async (provider: TPayProvider, gateway: TPaymentProvider, notice: TPaidNotice, origin: string) => {
      const payment = { provider, tradeNo: notice.tradeNo, amountFen: notice.amountFen };
      const refund = await db.transaction((tx) => settleUnderLock(tx, kind, payment, notice.orderNo, origin));
      if (refund) await money.refundUnwanted(gateway, notice, kind.refusalReason);
    };

  return {
    /** Joins a kind: its expired orders close with the others', its notices settle here. */
    register<TRow extends TLifecycleOrder>(kind: TOrderKind<TRow>) {
      stores.push(kind);
      return { owns: kind.owns, find: kind.find, settle: settler(kind) };
    },

    /** Joins a kind whose paid orders can be refunded: its asked-for refunds finish with the others'. */
    registerRefundable<TRow extends TRefundableOrder>(kind: TRefundableKind<TRow>) {
      refundables.push(kind as unknown as TRefundableKind<TRefundableOrder>);
      return {
        /** Asks for the refund of a paid order, in the caller's transaction (false: asked already). */
        requestRefund: (tx: TTx, order: TRow, reason: string) =>
          repo.requestRefund(tx, kind.table, order.id, reason),
        finishRefund: (orderNo: string, origin: string) => finishRefund(kind, orderNo, origin),
      };
    },

    closeExpired: () => closeExpiredOrders(db, stores),

    /**
     * Completes the refunds asked for over a minute ago (younger ones may still be in their
     * seller's call) and never recorded: the process died, or the gateway was down.
     */
    async finishRefunds() {
      const failed: unknown[] = [];
      for (const kind of refundables)
        for (const orderNo of await repo.refundsDue(db, kind.table, 60))
          await finishRefund(kind, orderNo, '').catch((error: unknown) => failed.push(error));
      if (failed.length) throw new AggregateError(failed, `${failed.length} refunds could not be finished`);
    },
  };
};
export type TOrderLifecycle = ReturnType<typeof createOrderLifecycle>;
