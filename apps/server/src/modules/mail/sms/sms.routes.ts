import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { originOf } from '../../../platform/http/origin.ts';
import type { TSmsService } from './sms.service.ts';

/** SMS promotion: templates, sending to an audience, the log and its counts. */
export const registerSmsRoutes = (app: FastifyInstance, sms: TSmsService) => {
  const base = '/meeting/auth/meeting/sms';
  authCall(app, `${base}/template/list`, ({ user, body }) => sms.templates(user, body.meetingId));
  authCall(app, `${base}/template/save`, ({ user, body }) => sms.saveTemplate(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/template/delete`, ({ user, body }) =>
    sms.deleteTemplate(user, body.meetingId, body.id),
  );
  authCall(app, `${base}/send`, ({ user, body, request, locale }) =>
    sms.send(user, body, originOf(request), locale),
  );
  authCall(app, `${base}/log/list`, ({ user, body }) => sms.log(user, body));
  authCall(app, `${base}/log/count`, ({ user, body }) => sms.count(user, body.meetingId));
  authCall(app, '/meeting/auth/count/cost', ({ user }) => sms.cost(user));
};
