import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import type { TInfoService } from './info.service.ts';

/** Information articles (SPEC /info: article/zone/category/list, zone/ref/list, recommend/list). */
export const registerInfoRoutes = (app: FastifyInstance, info: TInfoService) => {
  apiCall(app, '/community/api/article/zone/category/list', ({ body, locale }) =>
    info.zoneCategories(body.zoneId, locale),
  );
  apiCall(app, '/community/api/article/zone/ref/list', ({ body, locale }) => info.zoneArticles(body, locale));
  apiCall(app, '/community/api/article/recommend/list', ({ body, locale }) =>
    info.recommended(body.size, locale),
  );
  apiCall(app, '/community/api/article/view', ({ body, locale }) => info.view(body.id, locale));

  const admin = { adminOnly: true } as const;
  authCall(app, '/admin/auth/article/category/list', () => info.adminCategories(), admin);
  authCall(app, '/admin/auth/article/category/save', ({ body }) => info.saveCategory(body), {
    ...admin,
    successKey: 'saved',
  });
  authCall(app, '/admin/auth/article/category/delete', ({ body }) => info.deleteCategory(body.id), {
    ...admin,
    successKey: 'deleted',
  });
  authCall(app, '/admin/auth/article/list', ({ body, locale }) => info.adminList(body, locale), admin);
  authCall(app, '/admin/auth/article/view', ({ body }) => info.adminView(body.id), admin);
  authCall(app, '/admin/auth/article/save', ({ body }) => info.save(body), {
    ...admin,
    successKey: (data) =>
      (data as { status: string }).status === 'published' ? 'info.published' : 'blog.draftSaved',
  });
  authCall(app, '/admin/auth/article/delete', ({ body }) => info.delete(body.id), {
    ...admin,
    successKey: 'deleted',
  });
  authCall(app, '/admin/auth/article/recommend', ({ body }) => info.recommend(body), {
    ...admin,
    successKey: 'saved',
  });
};
