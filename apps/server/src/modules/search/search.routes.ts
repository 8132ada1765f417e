import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import type { TSearchService } from './search.service.ts';

export const registerSearchRoutes = (app: FastifyInstance, search: TSearchService) => {
  apiCall(app, '/meeting/api/meeting/info/search/list', ({ body, locale }) => search.meetings(body, locale));
  apiCall(app, '/system/api/search/list', ({ body, locale }) => search.any(body, locale));
  apiCall(app, '/community/api/blog/search/list', ({ body, locale }) => search.blogs(body, locale));
  const admin = { adminOnly: true } as const;
  authCall(app, '/admin/auth/search/word/list', () => search.dictionary(), admin);
  authCall(app, '/admin/auth/search/word/save', ({ body }) => search.addWord(body.word), {
    ...admin,
    successKey: 'saved',
  });
  authCall(app, '/admin/auth/search/word/delete', ({ body }) => search.removeWord(body.word), {
    ...admin,
    successKey: 'deleted',
  });
};
