import type { TAttendeeStatus } from '@huitang/contracts';
import type { TTx } from '../../platform/db/client.ts';
import { closeOrders, type TOrderStore } from '../payment/lifecycle/order-lifecycle.service.ts';
import { orderRepository } from './order.repository.ts';

/**
 * What each ending of a meeting order does to its attendees and rooms, and what paying does to
 * them. The order's own state changes in payment's one order lifecycle; the repository writes
 * whatever attendee and room states it is handed from here.
 */
export const ORDER_ENDINGS = {
  /** Cancelled by the buyer, run out of time, or emptied by the organiser: places free again. */
  closed: { attendees: 'cancelled', rooms: 'released' },
  /** Refunded by the organiser: the money went back and the places are free again. */
  refunded: { attendees: 'refunded', rooms: 'released' },
} as const;
export type TOrderEnding = (typeof ORDER_ENDINGS)[keyof typeof ORDER_ENDINGS];

/** Attendee states that hold a place; an ending moves only these. */
export const HOLDING_STATES: TAttendeeStatus[] = ['unpaid', 'pending', 'confirmed'];

/** Paying moves unpaid attendees on: to the organiser's audit when their type needs one, else confirmed. */
export const PAID_STATES = {
  from: 'unpaid',
  audited: { status: 'pending', auditStatus: 'pending' },
  direct: { status: 'confirmed', auditStatus: 'none' },
  rooms: { from: 'held', to: 'booked' },
} as const;
export type TPaidStates = typeof PAID_STATES;

/** Meeting orders in the lifecycle: a closed order gives back its places and room nights. */
export const meetingOrders = {
  table: 'orders',
  giveBack: (tx, orderIds) => orderRepository.release(tx, orderIds, ORDER_ENDINGS.closed, HOLDING_STATES),
} as const satisfies TOrderStore;

/** Closes an open order (the buyer's cancel, an emptied order, a stale hold) inside the caller's transaction. */
export const closeOrder = (tx: TTx, orderId: number) => closeOrders(tx, meetingOrders, [orderId]);
