import { and, desc, eq } from 'drizzle-orm';
import { invoices, orders } from '../../../../db/schema/index.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TInvoiceStatus = 'requested' | 'issued';

/** Invoice requests of a meeting's paid orders (console sign/invoice). */
export const invoiceRepository = {
  where: (meetingId: number, status: TInvoiceStatus | undefined) =>
    and(
      eq(invoices.meetingId, meetingId),
      eq(orders.status, 'paid'),
      status ? eq(invoices.status, status) : undefined,
    ),

  async page(db: TDb, meetingId: number, status: TInvoiceStatus | undefined, { offset, limit }: TSlice) {
    const where = this.where(meetingId, status);
    const [rows, total] = await Promise.all([
      db
        .select({ invoice: invoices, orderNo: orders.orderNo, amountFen: orders.payableFen })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where)
        .then((r) => r.length),
    ]);
    return { rows, total };
  },

  async byId(db: TDb, id: number) {
    const rows = await db
      .select({ invoice: invoices, orderNo: orders.orderNo, amountFen: orders.payableFen })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.id, id));
    return rows[0];
  },

  async markIssued(db: TDb, id: number): Promise<void> {
    await db.update(invoices).set({ status: 'issued', issuedAt: new Date() }).where(eq(invoices.id, id));
  },
};
