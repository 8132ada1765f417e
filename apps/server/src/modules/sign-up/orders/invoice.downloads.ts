import type { FastifyInstance } from 'fastify';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { FILE_NAMES, invoicesSheet } from '../sign-up-sheets.ts';
import type { TInvoiceService } from './invoice.service.ts';

/** The meeting's invoice requests as a spreadsheet, for the finance office. */
export const registerInvoiceDownloads = (app: FastifyInstance, invoices: TInvoiceService) => {
  authLinkRoute(
    app,
    '/meeting/auth/meeting/invoice/export',
    async ({ query: { meetingId }, reply, locale, user }) => {
      const all = await invoices.all(user, meetingId);
      return sendXlsx(reply, `${FILE_NAMES.invoices[locale]}-${meetingId}`, await invoicesSheet(all, locale));
    },
  );
};
