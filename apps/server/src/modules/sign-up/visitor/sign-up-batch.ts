import { translate } from '@huitang/contracts';
import type pg from 'pg';
import type { TConnectionDb, TDb } from '../../../platform/db/client.ts';
import { createGroupCommit } from '../../../platform/db/group-commit.ts';
import { transactionEndingWith } from '../../../platform/db/transaction.ts';
import type { TMailNotices, TOrderRecipient } from '../../mail/mail-notices.service.ts';
import { inventoryRepository, type TClaim } from '../inventory.repository.ts';
import { newOrderNo } from '../numbers.ts';
import type { TInvoiceRow, TOrderRow } from '../order.repository.ts';
import { signUpRepository, type TNewOrder, type TWrittenAttendee } from './sign-up.repository.ts';

/** The buyer's inbox entry for a new order: what happened and, when unpaid, until when to pay. */
export const orderNotice = (
  order: Pick<TOrderRow, 'status' | 'orderNo'>,
  meetingName: string,
  places: number,
  audit: boolean,
  minutes: number,
) => {
  const [titleKey, key] =
    order.status === 'open'
      ? (['attendee.orderOpenTitle', 'attendee.orderOpen'] as const)
      : audit
        ? (['attendee.signUpPendingTitle', 'attendee.signUpPending'] as const)
        : (['attendee.signUpTitle', 'attendee.signUpConfirmed'] as const);
  const params = { meeting: meetingName, count: places, orderNo: order.orderNo, minutes };
  return {
    title: translate(titleKey, 'zh'),
    titleEn: translate(titleKey, 'en'),
    content: translate(key, 'zh', params),
    contentEn: translate(key, 'en', params),
  };
};

/** An order before its number is drawn: its notice names the number, so it is made per draw. */
export interface TOrderDraft extends Omit<TNewOrder, 'order' | 'notice'> {
  order: Omit<TNewOrder['order'], 'orderNo'>;
  notice: (order: Pick<TOrderRow, 'status' | 'orderNo'>) => TNewOrder['notice'];
  /** What a free order's confirmation mail names; absent when the order is not settled at once. */
  mail?: Pick<TOrderRecipient, 'meetingName' | 'meetingNameEn' | 'typeName'>;
}
export interface TWrittenOrder {
  order: TOrderRow;
  registrations: TWrittenAttendee[];
  invoice?: TInvoiceRow;
}

/**
 * Writes the orders (with their registrations and notices) in one statement, drawing a new number
 * for any whose number was taken, and their registrants' confirmation mail (the outbox) in the same
 * transaction; told from the rows just written rather than read back. Answers in the drafts' order.
 */
export const writeOrders = async (
  tx: TConnectionDb,
  drafts: TOrderDraft[],
  mailNotices: TMailNotices,
  origin: string,
): Promise<TWrittenOrder[]> => {
  const written = new Map<TOrderDraft, TWrittenOrder>();
  let left = drafts;
  while (left.length > 0) {
    const numbered = left.map((draft) => {
      const order = { ...draft.order, orderNo: newOrderNo() };
      return { draft, row: { ...draft, order, notice: draft.notice(order) } };
    });
    const rows = await signUpRepository.insertOrders(
      tx,
      numbered.map(({ row }) => row),
    );
    const byNo = new Map(rows.map((row) => [row.order.orderNo, row]));
    for (const { draft, row } of numbered) {
      const done = byNo.get(row.order.orderNo);
      if (done) written.set(draft, done);
    }
    left = left.filter((draft) => !written.has(draft));
  }
  const answers = drafts.map((draft) => written.get(draft)!);
  // Those awaiting review hear later; nothing is written when no registrant gave an address.
  const told = answers.flatMap(({ order, registrations }, i) => {
    const about = drafts[i]!.mail;
    return about
      ? registrations.map((registration) => ({
          registrationId: registration.id,
          meetingId: order.meetingId,
          ...about,
          name: registration.name,
          email: registration.email,
          status: registration.status,
          orderNo: order.orderNo,
          payableFen: order.payableFen,
        }))
      : [];
  });
  if (told.length > 0) await mailNotices.orderWritten(told, 'confirmed', origin, tx);
  return answers;
};

/** One sign-up that may go in a batch: an order of one type, no rooms, invoice or code. */
export interface TBatchedSignUp {
  draft: TOrderDraft;
  /** The type's place check, when it has a quota. */
  claim: TClaim | undefined;
  origin: string;
  /** The same sign-up on its own transaction, with its own answer (see submit). */
  alone: () => Promise<{ result: TWrittenOrder; endResults: pg.QueryResult[] }>;
}

/**
 * Sign-ups of one type that arrive together are written in one transaction (two such batches under
 * way at a time per process, so one writes its rows while the other holds the lock): one statement for all
 * their orders, then (decisions 010, 011) the type's lock, one count of the places in use with all
 * of their orders, and the COMMIT with its flush. The count covers the whole batch, so a batch that
 * would go past the quota is refused whole; it is then tried again in halves, and so on down to
 * single sign-ups on their own transaction, where the count under the lock decides one by one. So
 * is any other failure (someone already signed up, a deadlock): one bad order never fails the others.
 */
export const createSignUpBatches = (db: TDb, mailNotices: TMailNotices, { max = 100, inFlight = 2 } = {}) => {
  type TAnswer = Awaited<ReturnType<TBatchedSignUp['alone']>>;
  const write = async (items: TBatchedSignUp[]): Promise<PromiseSettledResult<TAnswer>[]> => {
    if (items.length === 1) return Promise.allSettled([items[0]!.alone()]);
    const [{ claim, origin }] = items as [TBatchedSignUp];
    try {
      const { result, endResults } = await transactionEndingWith(
        db,
        (tx) =>
          writeOrders(
            tx,
            items.map((item) => item.draft),
            mailNotices,
            origin,
          ),
        (written) =>
          inventoryRepository.claims(
            claim ? [claim] : [],
            written.map(({ order }) => order.id),
          ),
      );
      return result.map((one) => ({ status: 'fulfilled' as const, value: { result: one, endResults } }));
    } catch {
      // Halves, down to one sign-up on its own: the good ones still share, the bad one is found
      // in a few steps, and near the quota the halves that still fit take the last places.
      const half = Math.ceil(items.length / 2);
      const [first, second] = await Promise.all([write(items.slice(0, half)), write(items.slice(half))]);
      return [...first, ...second];
    }
  };
  const group = createGroupCommit(write, { max, inFlight });
  return {
    /** Answers like `item.alone()` would, sharing the transaction with the sign-ups of its type at hand. */
    submit: (typeId: number, item: TBatchedSignUp) => group.add(`${typeId} ${item.origin}`, item),
  };
};
