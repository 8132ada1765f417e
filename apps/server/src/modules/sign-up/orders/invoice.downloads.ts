import type { FastifyInstance } from 'fastify';
import { meetingCaller, sendXlsx } from '../../../platform/http/download.ts';
import { FILE_NAMES, invoicesSheet } from '../sign-up-sheets.ts';
import type { TInvoiceService } from './invoice.service.ts';

/** The meeting's invoice requests as a spreadsheet, for the finance office. */
export const registerInvoiceDownloads = (app: FastifyInstance, invoices: TInvoiceService) => {
  app.get('/apis/meeting/auth/meeting/invoice/export', { schema: { hide: true } }, async (request, reply) => {
    const { meetingId, user, locale } = await meetingCaller(app, request);
    const all = await invoices.all(user, meetingId);
    return sendXlsx(reply, `${FILE_NAMES.invoices[locale]}-${meetingId}`, await invoicesSheet(all, locale));
  });
};
