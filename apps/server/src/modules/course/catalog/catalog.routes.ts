import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { payerOf } from '../../payment/payment.module.ts';
import type { TCollectionService } from '../collection/collection.service.ts';
import type { TCourseReviewService } from '../review/course-review.service.ts';
import type { TCourseOrderService } from '../sales/course-order.service.ts';
import type { TStudyService } from '../study/study.service.ts';
import type { TCatalogService } from './catalog.service.ts';

interface TCatalogRouteServices {
  catalog: TCatalogService;
  orders: TCourseOrderService;
  study: TStudyService;
  review: TCourseReviewService;
  collections: TCollectionService;
}

/** The catalogue and studying (public and students'), and the review that lists a course. */
export const registerCatalogRoutes = (app: FastifyInstance, services: TCatalogRouteServices) => {
  const { catalog, orders, study, review, collections } = services;
  apiCall(app, '/course/api/course/list', ({ body }) => catalog.list(body));
  apiCall(app, '/course/api/category/list', ({ body, locale }) => catalog.categories(body, locale));
  apiCall(app, '/course/api/course/view', ({ caller, body }) => catalog.view(caller, body.id), {
    identifyCaller: true,
  });
  apiCall(app, '/course/api/period/play', ({ caller, body }) => catalog.play(caller, body.periodId), {
    identifyCaller: true,
  });

  apiCall(app, '/course/api/period/download', ({ caller, body }) => catalog.download(caller, body.periodId), {
    identifyCaller: true,
  });
  apiCall(app, '/course/api/period/read', ({ caller, body }) => catalog.read(caller, body.periodId), {
    identifyCaller: true,
  });

  authCall(
    app,
    '/course/auth/course/enrol',
    async ({ user, body }) => {
      await orders.enrol(user, body.courseId);
      return catalog.view(user, body.courseId);
    },
    { successKey: 'course.enrolled' },
  );
  authCall(app, '/course/auth/order/buy', ({ user, body, request }) =>
    orders.buy(user, body.courseId, body.provider, payerOf(request)),
  );
  authCall(app, '/course/auth/order/view', ({ user, body }) => orders.view(user, body.orderNo));
  authCall(app, '/course/auth/order/list', ({ user, body }) => orders.sales(user, body));
  authCall(
    app,
    '/course/auth/order/refund',
    ({ user, body }) => orders.refund(user, body.orderNo, body.reason).then(() => null),
    { successKey: 'course.refunded' },
  );
  authCall(app, '/course/auth/study/report', ({ user, body }) => study.report(user, body));
  authCall(app, '/course/auth/study/read', ({ user, body }) => study.read(user, body));
  authCall(app, '/course/auth/study/courses', ({ user, body }) => study.mine(user, body));
  authCall(app, '/course/auth/study/list', ({ user, body }) => study.records(user, body));

  authCall(
    app,
    '/course/auth/collection/save',
    ({ user, body }) => collections.save(user, body.courseId).then(() => null),
    { successKey: 'collection.saved' },
  );
  authCall(
    app,
    '/course/auth/collection/delete',
    ({ user, body }) => collections.delete(user, body.courseId).then(() => null),
    { successKey: 'collection.removed' },
  );
  authCall(app, '/course/auth/collection/list', ({ user, body }) => collections.list(user, body));

  authCall(app, '/course/auth/course/submit', ({ user, body }) => review.submit(user, body.id), {
    successKey: 'course.submitted',
  });
  authCall(app, '/admin/auth/course/list', ({ body }) => review.list(body), { adminOnly: true });
  authCall(app, '/admin/auth/course/audit', ({ body }) => review.audit(body).then(() => null), {
    adminOnly: true,
  });
};
