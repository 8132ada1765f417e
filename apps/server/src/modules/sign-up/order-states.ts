import type { TAttendeeStatus } from '@huitang/contracts';
import type { TTx } from '../../platform/db/client.ts';
import { orderRepository } from './order.repository.ts';

/**
 * The life of an order in one place: what each ending does to the order's attendees and rooms,
 * and what paying does to them. The repository writes whatever state it is handed from here.
 */
export const ORDER_ENDINGS = {
  /** Cancelled by the buyer, run out of time, or emptied by the organiser: places free again. */
  closed: { order: 'closed', attendees: 'cancelled', rooms: 'released' },
  /** Refunded by the organiser: the money went back and the places are free again. */
  refunded: { order: 'refunded', attendees: 'refunded', rooms: 'released' },
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

/** Ends an order (`closed` or `refunded`) inside the caller's transaction. */
export const endOrder = (tx: TTx, orderId: number, how: keyof typeof ORDER_ENDINGS, reason = '') =>
  orderRepository.end(tx, orderId, ORDER_ENDINGS[how], HOLDING_STATES, reason);
