import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNSUBSCRIBE_PAGE } from '@huitang/contracts';
import { apiCall, authCall } from '../../platform/http/call.ts';
import { linkRoute } from '../../platform/http/download.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { TMailUnsubscribes } from './mail-unsubscribe.service.ts';
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
};

/**
 * The unsubscribe link's page reads and changes the subscription through the calls; the link itself
 * (also List-Unsubscribe's address) opened with GET only leads to the page, as link scanners open
 * every link; a mail client's RFC 8058 one-click POST to it unsubscribes.
 */
export const registerUnsubscribeRoutes = async (app: FastifyInstance, unsubscribes: TMailUnsubscribes) => {
  apiCall(app, '/meeting/api/email/subscription', ({ body }) => unsubscribes.subscription(body.token));
  apiCall(app, '/meeting/api/email/resubscribe', ({ body }) => unsubscribes.resubscribe(body.token), {
    successKey: 'mail.resubscribed',
  });
  linkRoute(app, '/meeting/api/email/unsubscribe', async ({ query, reply }) =>
    reply.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`),
  );
  await app.register(async (scope) => {
    // RFC 8058: the client POSTs the field `List-Unsubscribe=One-Click` (form-encoded or multipart)
    // to the header's URL, whose query carries the token; read so, it is the JSON call's own request.
    // Only this route takes forms.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      async (request: FastifyRequest, body: string) => {
        const { token } = request.query as { token?: unknown };
        const form = await new Request('http://form.local/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body,
        })
          .formData()
          .catch(() => undefined);
        return form?.get('List-Unsubscribe') === 'One-Click' && typeof token === 'string' ? { token } : {};
      },
    );
    apiCall(scope, '/meeting/api/email/unsubscribe', ({ body }) => unsubscribes.unsubscribe(body.token), {
      successKey: 'mail.unsubscribed',
    });
  });
};
