import { and, desc, eq } from 'drizzle-orm';
import type { TInvoice } from '@huitang/contracts';
import { invoices, orders } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pageOffset, toPage } from '../../platform/http/page.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import { presentInvoice } from './registration.presenter.ts';

type TStatus = 'requested' | 'issued';

/** Invoice requests of a meeting's paid orders (console sign/invoice). */
export const invoiceRepository = {
  where: (meetingId: number, status: TStatus | undefined) =>
    and(
      eq(invoices.meetingId, meetingId),
      eq(orders.status, 'paid'),
      status ? eq(invoices.status, status) : undefined,
    ),

  async page(db: TDb, meetingId: number, status: TStatus | undefined, limit: number, offset: number) {
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

export const createInvoiceService = (db: TDb, meetings: TMeetingService) => ({
  async list(
    user: TSessionUser,
    request: { meetingId: number; status?: TStatus | undefined; pageCurrent: number; pageSize: number },
  ) {
    await meetings.authorize(user, request.meetingId);
    const { rows, total } = await invoiceRepository.page(
      db,
      request.meetingId,
      request.status,
      request.pageSize,
      pageOffset(request),
    );
    return toPage(
      rows.map((r) => presentInvoice(r.invoice, r.orderNo, r.amountFen)),
      total,
      request,
    );
  },

  /** Every paid order's invoice request, for the export. */
  async all(user: TSessionUser, meetingId: number): Promise<TInvoice[]> {
    return (await this.list(user, { meetingId, pageCurrent: 1, pageSize: 100_000 })).list;
  },

  async issue(user: TSessionUser, id: number): Promise<TInvoice> {
    const found = await invoiceRepository.byId(db, id);
    if (!found) throw notFound();
    await meetings.authorize(user, found.invoice.meetingId);
    await invoiceRepository.markIssued(db, id);
    const updated = (await invoiceRepository.byId(db, id))!;
    return presentInvoice(updated.invoice, updated.orderNo, updated.amountFen);
  },
});
export type TInvoiceService = ReturnType<typeof createInvoiceService>;
