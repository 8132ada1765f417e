import type { TInvoice } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { presentInvoice } from '../sign-up.presenter.ts';
import { invoiceRepository, type TInvoiceStatus } from './invoice.repository.ts';

export const createInvoiceService = (db: TDb, meetings: TMeetingService) => ({
  async list(
    user: TSessionUser,
    request: {
      meetingId: number;
      status?: TInvoiceStatus | undefined;
      pageCurrent: number;
      pageSize: number;
    },
  ) {
    await meetings.authorize(user, request.meetingId);
    const { rows, total } = await invoiceRepository.page(
      db,
      request.meetingId,
      request.status,
      sliceOf(request),
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
