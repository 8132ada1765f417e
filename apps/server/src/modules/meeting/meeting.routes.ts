import type { FastifyInstance } from 'fastify';
import type { TMeeting } from '@huitang/contracts';
import { apiCall, authCall, authRead } from '../../platform/http/call.ts';
import { linkRoute } from '../../platform/http/download.ts';
import type { TMeetingService } from './meeting.service.ts';

export const registerMeetingRoutes = (app: FastifyInstance, meetings: TMeetingService) => {
  apiCall(app, '/meeting/api/meeting/category/category/name/list', ({ locale }) =>
    meetings.categories(locale),
  );
  apiCall(app, '/meeting/api/meeting/category/subject/list', ({ locale }) => meetings.subjects(locale));
  apiCall(app, '/meeting/api/meeting/info/list', ({ body, locale }) => meetings.publicList(body, locale));
  apiCall(app, '/meeting/api/meeting/info/bar/list', ({ body, locale }) =>
    meetings.bar(body.pageSize, locale),
  );
  // SPEC 7's GET form of info/view, for clients that address a meeting by path.
  linkRoute(app, '/meeting/api/meeting/info/meeting/:id', ({ query, locale }) =>
    meetings.publicView(query.id, false, null, locale),
  );
  apiCall(
    app,
    '/meeting/api/meeting/info/view',
    ({ body, caller, locale }) => meetings.publicView(body.id, body.preview ?? false, caller, locale),
    { identifyCaller: true, snapshotData: true },
  );

  authRead(app, '/meeting/auth/meeting/info/list', ({ user, body }) => meetings.list(user, body));
  authCall(app, '/meeting/auth/meeting/info/save', ({ user, body }) => meetings.create(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/meeting/auth/meeting/info/update', ({ user, body }) => meetings.update(user, body), {
    successKey: 'saved',
  });
  authRead(app, '/meeting/auth/meeting/info/view', ({ user, body }) => meetings.view(user, body.id));
  authCall(
    app,
    '/meeting/auth/meeting/info/push',
    ({ user, body }) => meetings.push(user, body.id, body.meetingStatus),
    {
      // The console toggle shows 上架成功 or 下架成功 (SPEC section 4).
      successKey: (meeting) =>
        (meeting as TMeeting).meetingStatus === 1 ? 'meeting.listed' : 'meeting.delisted',
    },
  );
  authCall(app, '/meeting/auth/meeting/info/copy', ({ user, body, locale }) =>
    meetings.copy(user, body.id, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/info/delete',
    ({ user, body }) => meetings.remove(user, body.id).then(() => null),
    {
      successKey: 'deleted',
    },
  );
};
