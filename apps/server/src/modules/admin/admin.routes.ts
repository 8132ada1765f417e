import type { FastifyInstance } from 'fastify';
import type { TCallPath, TCallResponse } from '@huitang/contracts';
import { authCall, type TAuthCallContext, type TCallOptions } from '../../platform/http/call.ts';
import type { TApplicationService } from '../application/application.service.ts';
import type { TAdminService } from './admin.service.ts';

export const registerAdminRoutes = (
  app: FastifyInstance,
  admin: TAdminService,
  applications: TApplicationService,
) => {
  /** Every admin call refuses non-administrators (306) before it reads anything. */
  const adminCall = <P extends TCallPath>(
    path: P,
    handler: (context: TAuthCallContext<P>) => Promise<TCallResponse<P>>,
    options: TCallOptions = {},
  ) => authCall(app, path, handler, { ...options, adminOnly: true });
  const saved = { successKey: 'saved' } as const;

  adminCall('/admin/auth/apply/list', ({ body }) => applications.list(body));
  adminCall(
    '/admin/auth/apply/approve',
    ({ user, body }) => applications.approve(user.userId, body.id).then(() => null),
    {
      successKey: 'apply.approved',
    },
  );
  adminCall(
    '/admin/auth/apply/reject',
    ({ user, body }) => applications.reject(user.userId, body.id, body.reason).then(() => null),
    { successKey: 'apply.rejected' },
  );
  adminCall('/admin/auth/org/list', ({ body }) => admin.organizations(body));
  adminCall(
    '/admin/auth/org/disable',
    ({ body }) => admin.setOrgDisabled(body.id, body.value).then(() => null),
    saved,
  );
  adminCall('/admin/auth/user/list', ({ body }) => admin.users(body));
  adminCall(
    '/admin/auth/user/disable',
    ({ user, body }) => admin.setUserDisabled(user, body.id, body.value).then(() => null),
    saved,
  );
  adminCall(
    '/admin/auth/user/recommend',
    ({ body }) => admin.setUserRecommended(body.id, body.value).then(() => null),
    saved,
  );
  adminCall('/admin/auth/website/get', () => admin.website());
  adminCall('/admin/auth/website/save', ({ body }) => admin.saveWebsite(body), saved);
  adminCall('/admin/auth/site/list', ({ body }) => admin.siteList(body.collection));
  adminCall('/admin/auth/site/save', ({ body }) => admin.siteSave(body), saved);
  adminCall('/admin/auth/site/delete', ({ body }) => admin.siteDelete(body.collection, body.id));
};
