import type { FastifyInstance } from 'fastify';
import { apiCall } from '../../platform/http/call.ts';
import type { TSearchService } from './search.service.ts';

export const registerSearchRoutes = (app: FastifyInstance, search: TSearchService) => {
  apiCall(app, '/meeting/api/meeting/info/search/list', ({ body, locale }) => search.meetings(body, locale));
};
