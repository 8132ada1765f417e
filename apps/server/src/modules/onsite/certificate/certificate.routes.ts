import type { FastifyInstance } from 'fastify';
import { translate } from '@huitang/contracts';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { attachment, authLinkRoute, linkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { originOf } from '../../../platform/http/origin.ts';
import { importReply, xlsxUploadRoute } from '../../../platform/http/files/xlsx-upload.ts';
import type { TCertificateService } from './certificate.service.ts';

/** Certificates: the organiser's template and records, the holder's own, and anyone's check. */
export const registerCertificateRoutes = async (app: FastifyInstance, certificates: TCertificateService) => {
  const base = '/meeting/auth/meeting/certificate';
  authCall(app, `${base}/config/view`, ({ user, body }) => certificates.template(user, body.meetingId));
  authCall(app, `${base}/config/edit`, ({ user, body }) => certificates.editTemplate(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/record/save`, ({ user, body }) => certificates.issueTo(user, body));
  authCall(app, `${base}/record/list`, ({ user, body }) => certificates.list(user, body));
  authCall(app, `${base}/record/edit`, ({ user, body }) => certificates.edit(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/record/revoke`, ({ user, body }) => certificates.revoke(user, body), {
    successKey: 'certificate.revoked',
  });
  authCall(app, `${base}/record/restore`, ({ user, body }) => certificates.restore(user, body.id), {
    successKey: 'certificate.restored',
  });
  authCall(app, `${base}/record/delete`, ({ user, body }) => certificates.remove(user, body.id));
  authCall(app, `${base}/record/batch/delete`, ({ user, body }) =>
    certificates.removeMany(user, body.meetingId, body.ids),
  );
  authCall(app, '/meeting/auth/certificate/record/my', ({ user }) => certificates.mine(user));
  apiCall(app, '/meeting/api/certificate/record/list/record', ({ body }) => certificates.verify(body));
  linkRoute(app, '/meeting/api/meeting/certificate/record/template', ({ query, locale }) =>
    certificates.look(query.meetingId, locale),
  );

  authLinkRoute(app, `${base}/record/export`, async ({ query, reply, locale, user }) => {
    const { fileName, content } = await certificates.export(user, query.meetingId, locale);
    return sendXlsx(reply, fileName, content);
  });
  authLinkRoute(app, `${base}/template/export`, async ({ query, reply, locale, user }) => {
    const { fileName, content } = await certificates.importTemplate(user, query.meetingId, locale);
    return sendXlsx(reply, fileName, content);
  });
  authLinkRoute(
    app,
    '/meeting/auth/certificate/record/pdf',
    async ({ query, request, reply, locale, user }) => {
      const { pdf, fileName } = await certificates.pdf(user, query.id, originOf(request), locale);
      return attachment(reply, fileName).type('application/pdf').send(Buffer.from(pdf));
    },
  );
  authLinkRoute(app, `${base}/record/pdf`, async ({ query, request, reply, locale, user }) => {
    const { pdf, fileName } = await certificates.pdfAll(user, query.meetingId, originOf(request), locale);
    return attachment(reply, fileName).type('application/pdf').send(Buffer.from(pdf));
  });
  await xlsxUploadRoute(app, `${base}/record/import`, {
    authorize: (user, { meetingId }) => certificates.authorize(user, meetingId),
    async read(user, { meetingId }, content, locale) {
      const result = await certificates.importList(user, meetingId, content, locale);
      return importReply(result, locale, () =>
        translate('certificate.imported', locale, { count: result.imported }),
      );
    },
  });
};
