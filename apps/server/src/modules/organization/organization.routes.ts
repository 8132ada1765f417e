import type { FastifyInstance } from 'fastify';
import { apiCall, authCall, authRead } from '../../platform/http/call.ts';
import type { TOrganizationService } from './organization.service.ts';

export const registerOrganizationRoutes = (app: FastifyInstance, orgs: TOrganizationService) => {
  apiCall(app, '/user/api/org/info', ({ body }) => orgs.publicInfo(body.id));
  apiCall(app, '/user/api/org/list', ({ body }) => orgs.directory(body));
  apiCall(app, '/user/api/org/page/devise', ({ body }) => orgs.pageDevise(body.orgNo));

  authRead(app, '/user/auth/org/mine', ({ user }) => orgs.mine(user));
  authCall(app, '/user/auth/org/view', ({ user, body }) => orgs.view(user.userId, body.orgId));
  authCall(app, '/user/auth/org/update', ({ user, body }) => orgs.update(user.userId, body), {
    successKey: 'saved',
  });
  authCall(app, '/user/auth/org/page/get', ({ user, body }) => orgs.page(user.userId, body.orgId));
  authCall(
    app,
    '/user/auth/org/page/save',
    ({ user, body: { orgId, ...page } }) => orgs.savePage(user.userId, orgId, page),
    { successKey: 'saved' },
  );
  authCall(
    app,
    '/user/auth/org/page/template',
    ({ user, body }) => orgs.applyTemplate(user.userId, body.orgId, body.template),
    { successKey: 'saved' },
  );
  authCall(app, '/user/auth/org/pay/get', ({ user, body }) => orgs.payConfig(user.userId, body.orgId));
  authCall(app, '/user/auth/org/pay/save', ({ user, body }) => orgs.savePayConfig(user.userId, body), {
    successKey: 'saved',
  });
  authCall(app, '/user/auth/org/member/list', ({ user, body }) => orgs.members(user.userId, body.orgId));
  authCall(app, '/user/auth/org/member/add', ({ user, body }) =>
    orgs.addMember(user.userId, body.orgId, body.mobile, body.role),
  );
  authCall(app, '/user/auth/org/member/role', ({ user, body }) =>
    orgs.setRole(user.userId, body.orgId, body.userId, body.role),
  );
  authCall(app, '/user/auth/org/member/remove', ({ user, body }) =>
    orgs.removeMember(user.userId, body.orgId, body.userId),
  );
};
