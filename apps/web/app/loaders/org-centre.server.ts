import type { TOrg } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server';
import { authedDataOf, refuse } from './session.server';
import { idOrUndefined } from '../lib/route-id';

/**
 * The institution a centre page manages: `?orgId=` when given, else the user's own institution.
 * The server decides membership; someone else's institution answers 306 and the page is refused
 * with the reason, never shown (SPEC 6).
 */
export const loadCentreOrg = async (request: Request, context: AppLoadContext): Promise<TOrg> => {
  const api = serverApi(context);
  const orgId = idOrUndefined(new URL(request.url).searchParams.get('orgId'));
  if (orgId !== undefined) {
    return authedDataOf(
      await api.call('/user/auth/org/view', { orgId }),
      request,
      context,
      (texts) => texts.orgCentre.notYours,
    );
  }
  const mine = authedDataOf(await api.call('/user/auth/org/mine', {}), request, context);
  return mine[0] ?? refuse(request, (texts) => texts.orgCentre.notMember);
};
