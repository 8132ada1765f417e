import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { TMailService } from './mail.service.ts';

/** Meeting mail: settings and the test mail, templates and their preview, sending, records, unsubscribing. */
export const registerMailRoutes = (app: FastifyInstance, mail: TMailService) => {
  const base = '/meeting/auth/meeting/email';
  authCall(app, `${base}/setting/view`, ({ user, body }) => mail.settings(user, body.meetingId));
  authCall(app, `${base}/setting/edit`, ({ user, body }) => mail.editSettings(user, body), {
    successKey: 'saved',
  });
  authCall(
    app,
    `${base}/setting/test`,
    ({ user, body, locale }) => mail.test(user, body.meetingId, body.to, locale).then(() => null),
    { successKey: 'mail.testSent' },
  );
  authCall(app, `${base}/mould/list`, ({ user, body }) => mail.templates(user, body.meetingId));
  authCall(app, `${base}/mould/save`, ({ user, body }) => mail.saveTemplate(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/mould/delete`, ({ user, body }) =>
    mail.deleteTemplate(user, body.meetingId, body.id),
  );
  authCall(app, `${base}/mould/preview`, ({ user, body, request, locale }) =>
    mail.preview(user, body.meetingId, body.id, originOf(request), locale),
  );
  authCall(app, `${base}/send`, ({ user, body, request, locale }) =>
    mail.send(user, body, originOf(request), locale),
  );
  authCall(app, `${base}/campaign/list`, ({ user, body }) => mail.campaigns(user, body.meetingId));
  authCall(app, `${base}/record/list`, ({ user, body }) => mail.records(user, body));
  apiCall(
    app,
    '/meeting/api/email/unsubscribe',
    ({ body }) => mail.unsubscribe(body.token).then(() => null),
    {
      successKey: 'mail.unsubscribed',
    },
  );
};
