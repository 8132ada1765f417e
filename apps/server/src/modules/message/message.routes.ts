import type { FastifyInstance } from 'fastify';
import { authCall, authRead } from '../../platform/http/call.ts';
import type { TMessageService } from './message.service.ts';

export const registerMessageRoutes = (app: FastifyInstance, messages: TMessageService) => {
  authCall(app, '/user/auth/msg/list', ({ user, body, locale }) => messages.list(user.userId, body, locale));
  authCall(app, '/user/auth/msg/read', ({ user, body }) =>
    messages.read(user.userId, body.id).then(() => null),
  );
  authCall(app, '/user/auth/msg/read/all', ({ user }) => messages.readAll(user.userId).then(() => null), {
    successKey: 'msg.readAll',
  });
  authRead(app, '/user/auth/msg/num', ({ user }) => messages.unread(user.userId));
};
