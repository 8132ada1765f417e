import type { TOrderStatus, TPayProvider, TPayStart } from '@huitang/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { qrDataUrl } from '../../platform/qr/qr-code.ts';
import {
  TPayVerificationError,
  safeEqual,
  type TCallbackAnswer,
  type TCallbackInput,
  type TPaidNotice,
  type TPayDevice,
  type TPaymentProvider,
} from '../../platform/pay/provider.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TPayGateways } from './pay-gateways.ts';
import { assertBuyer } from './payment.policy.ts';
import {
  createOrderLifecycle,
  type TLifecycleOrder,
  type TOrderKind,
  type TRefundableKind,
  type TRefundableOrder,
} from './lifecycle/order-lifecycle.service.ts';

// The selling modules reach the buyer rule through this service (the layer rule).
export { assertBuyer } from './payment.policy.ts';

/** Who pays from where: the site's origin for the gateway's links back, the payer's device and address. */
export interface TPayer {
  origin: string;
  device: TPayDevice;
  ip: string;
}

/** An order of any domain as the gateways and the cashier see it. */
export interface TPayableOrder {
  orderNo: string;
  buyerId: number;
  /** What the payer reads at the cashier and on their statement. */
  subject: string;
  payableFen: number;
  status: TOrderStatus;
  /** Whose gateways take the money (null: the platform's sandbox only). */
  orgId: number | null;
  expiresAt: Date;
  /** Where the buyer lands after paying, on this site. */
  returnPath: string;
}

/** A kind of order as the notify route reaches it: its numbers, its orders, its settling of a notice. */
interface TPayable {
  owns(orderNo: string): boolean;
  find(orderNo: string): Promise<TPayableOrder | undefined>;
  settle(kind: TPayProvider, provider: TPaymentProvider, notice: TPaidNotice, origin: string): Promise<void>;
}

/** The gateways that take money online (and so give it back): not offline transfers. */
const ONLINE_PROVIDERS: TPayProvider[] = ['sandbox', 'alipay', 'wechat'];

export const notifyPath = (provider: TPayProvider, orderNo: string) =>
  `/apis/pay/notify/${provider}/${orderNo}`;

/**
 * Paying for any order: starting a gateway's cashier, taking its asynchronous notices, and the
 * sandbox cashier. Which domain an order belongs to is told by its number; every kind goes through
 * the one order lifecycle (lifecycle/order-lifecycle.service.ts).
 */
export const createPaymentService = (db: TDb, gateways: TPayGateways, log: FastifyBaseLogger) => {
  const payables: TPayable[] = [];
  const payableOf = (orderNo: string) => payables.find((payable) => payable.owns(orderNo));
  const find = async (orderNo: string) => {
    const payable = payableOf(orderNo);
    const order = payable && (await payable.find(orderNo));
    return order && { payable, order };
  };

  /**
   * Gives back a payment no order can take (it closed first, or the thing was already paid
   * for): the gateway refunds it in full. A failure is logged for the operator, not thrown, since
   * the gateway still needs its answer.
   */
  const refundUnwanted = async (provider: TPaymentProvider, notice: TPaidNotice, reason: string) => {
    await provider
      .refund({
        orderNo: notice.orderNo,
        tradeNo: notice.tradeNo,
        refundNo: `L${notice.tradeNo}`.slice(0, 64),
        amountFen: notice.amountFen,
        totalFen: notice.amountFen,
        reason,
      })
      .catch((error: unknown) =>
        log.error({ err: error, orderNo: notice.orderNo }, 'refunding an unwanted payment failed'),
      );
  };

  /**
   * Gives a paid order's money back through the gateway that took it (a refund the seller decided):
   * its failure is thrown, so the caller's transaction keeps the order paid. Orders paid offline or
   * for nothing have nothing to send back.
   */
  const refundPaid = async (order: TRefundableOrder & { orgId: number | null }, reason: string) => {
    const kind = ONLINE_PROVIDERS.find((one) => one === order.payProvider);
    if (order.payableFen === 0 || !order.tradeNo || !kind) return;
    const provider = await gateways.provider(kind, order.orgId);
    if (!provider) throw conflict('order.providerUnavailable');
    await provider.refund({
      orderNo: order.orderNo,
      tradeNo: order.tradeNo,
      refundNo: `R${order.orderNo}`,
      amountFen: order.payableFen,
      totalFen: order.payableFen,
      reason,
    });
  };

  const lifecycle = createOrderLifecycle(db, { refundUnwanted, refundPaid });

  return {
    gateways,

    /** A kind of order joins the lifecycle: its notices are settled there, its expired orders closed. */
    sell<TRow extends TLifecycleOrder>(kind: TOrderKind<TRow>) {
      payables.push(lifecycle.register(kind));
    },

    /** As `sell`, for a kind whose paid orders can be refunded: answers its refund steps. */
    sellRefundable<TRow extends TRefundableOrder>(kind: TRefundableKind<TRow>) {
      payables.push(lifecycle.register(kind));
      return lifecycle.registerRefundable(kind);
    },

    closeExpired: () => lifecycle.closeExpired(),
    finishRefunds: () => lifecycle.finishRefunds(),

    /** Sends the buyer to the gateway's cashier for their own open order. */
    async start(user: TSessionUser, orderNo: string, kind: TPayProvider, payer: TPayer): Promise<TPayStart> {
      const found = await find(orderNo);
      if (!found) throw notFound();
      const { order } = found;
      assertBuyer(user, order);
      if (order.status !== 'open' || order.expiresAt.getTime() <= Date.now()) throw conflict('order.notOpen');
      const provider = await gateways.provider(kind, order.orgId);
      if (!provider) throw conflict('order.providerUnavailable');
      const started = await provider.start({
        orderNo,
        amountFen: order.payableFen,
        subject: order.subject,
        notifyUrl: `${payer.origin}${notifyPath(kind, orderNo)}`,
        returnUrl: `${payer.origin}${order.returnPath}`,
        expiresAt: order.expiresAt,
        device: payer.device,
        clientIp: payer.ip,
      });
      return started.kind === 'redirect'
        ? started
        : { ...started, qrDataUrl: await qrDataUrl(started.codeUrl, { width: 240 }) };
    },

    /**
     * What the sandbox cashier shows. Order numbers can be guessed, so only the signed link `start`
     * handed to the buyer opens it; any other signature finds nothing, as an unknown order would.
     */
    async sandboxOrder(orderNo: string, signature: string) {
      if (!safeEqual(gateways.cashierSignature(orderNo), signature)) throw notFound();
      const found = await find(orderNo);
      if (!found) throw notFound();
      const { subject, payableFen, status, returnPath } = found.order;
      return { orderNo, subject, payableFen, status, returnPath };
    },

    /**
     * The sandbox cashier's "pay": its notice is delivered and settled (the same route and code as a
     * gateway's) before this answers, and it answers success only for an order paid on disk. Asked
     * again for a paid order (an answer lost to a dropped connection), it charges nothing and says paid.
     */
    async sandboxPay(orderNo: string, signature: string, origin: string): Promise<void> {
      if (!safeEqual(gateways.cashierSignature(orderNo), signature)) throw notFound();
      const found = await find(orderNo);
      if (!found) throw notFound();
      if (found.order.status === 'paid') return;
      if (found.order.status !== 'open') throw conflict('order.notOpen');
      await gateways.sandbox.pay({
        orderNo,
        amountFen: found.order.payableFen,
        notifyUrl: `${origin}${notifyPath('sandbox', orderNo)}`,
      });
      // A payment that came too late (the order closed, its places went) was given back, not taken.
      if ((await find(orderNo))?.order.status !== 'paid') throw conflict('order.notOpen');
    },

    /** A gateway's asynchronous notice: verified, then settled once however often it is repeated. */
    async notify(
      kind: TPayProvider,
      orderNo: string,
      input: TCallbackInput,
      origin: string,
    ): Promise<TCallbackAnswer> {
      const found = await find(orderNo);
      const provider = found && (await gateways.provider(kind, found.order.orgId));
      if (!found || !provider) return { status: 404, contentType: 'text/plain', body: 'unknown order' };
      try {
        const notice = await provider.verifyCallback(input);
        if (notice) {
          if (notice.orderNo !== orderNo) throw new TPayVerificationError('order number mismatch');
          await found.payable.settle(kind, provider, notice, origin);
        }
        return provider.answer(true);
      } catch (error) {
        if (!(error instanceof TPayVerificationError)) throw error;
        log.warn({ orderNo, provider: kind, reason: error.message }, 'payment notice refused');
        return provider.answer(false);
      }
    },
  };
};
export type TPaymentService = ReturnType<typeof createPaymentService>;
