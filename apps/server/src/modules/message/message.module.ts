import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerMessageRoutes } from './message.routes.ts';
import { createMessageService } from './message.service.ts';

/** The site inbox (SPEC account/message): notices other modules send, read by their recipient. */
export const registerMessageModule = (app: FastifyInstance, deps: { db: TDb }) => {
  const messages = createMessageService(deps.db);
  registerMessageRoutes(app, messages);
  return messages;
};
