import { referralLink } from '@huitang/contracts';
import type { FastifyInstance } from 'fastify';
import { apiCall } from '../../platform/http/call.ts';
import { linkRoute } from '../../platform/http/download.ts';
import { originOf } from '../../platform/http/origin.ts';
import { notFound } from '../../platform/http/errors.ts';
import { qrPng } from '../../platform/qr/qr-code.ts';
import type { TUserService } from '../user/user.service.ts';
import type { TSystemService } from './system.service.ts';

export const registerSystemRoutes = (app: FastifyInstance, system: TSystemService, users: TUserService) => {
  const snapshot = { snapshotData: true };
  apiCall(app, '/system/api/website/get', async ({ locale }) => system.webInfo(locale), snapshot);
  apiCall(app, '/system/api/nav/bar/list', async ({ locale, body }) => system.navBars(locale, body.platShow));
  apiCall(app, '/system/api/website/nav/list', async ({ locale }) => system.footerGroups(locale));
  apiCall(app, '/system/api/website/nav/article/get', async ({ locale, body }) =>
    system.article(locale, body.navId),
  );
  apiCall(app, '/system/api/website/link', async ({ locale }) => system.links(locale));
  apiCall(app, '/system/api/adv/list', async ({ locale, body }) => system.adverts(locale, body.platShow));
  apiCall(app, '/system/api/zone/list', async ({ locale }) => system.zones(locale));
  apiCall(app, '/system/api/vip/set/list', async ({ locale }) => system.vipSets(locale));
  apiCall(app, '/system/api/region/province', async ({ locale }) => system.provinces(locale));
  apiCall(app, '/system/api/website/referral/code', async ({ body }) => {
    const referrer = await users.findByReferralCode(body.referralCode);
    if (!referrer) throw notFound('referral.invalid');
    return referrer;
  });

  // The registration link of a code as a QR, for a promoter's posters and phones (/account/recommend).
  linkRoute(app, '/system/api/website/referral/qrcode', async ({ query, request, reply }) => {
    if (!(await users.findByReferralCode(query.referralCode))) throw notFound('referral.invalid');
    const png = await qrPng(referralLink(originOf(request), query.referralCode), { width: 320 });
    return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
  });
};
