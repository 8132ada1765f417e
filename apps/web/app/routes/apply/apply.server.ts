import { UserType } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server';
import type { TShownApplication } from '../../components/publisher/apply-page';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { chinaTime } from '@huitang/contracts/china-time';

/**
 * The application pages need a login (the guard sends visitors to /login and back) and, for an
 * ordinary user, their latest application; publishers are told where their centre is instead.
 */
export const loadApplyState = async (
  request: Request,
  context: AppLoadContext,
): Promise<{ application: TShownApplication | null }> => {
  const user = await requireUser(request, context);
  if (user.userType !== UserType.ORDINARY) return { application: null };
  const mine = authedDataOf(await serverApi(context).call('/user/auth/apply/mine', {}), request, context);
  return { application: mine && { ...mine, submitted: chinaTime(mine.gmtCreate) } };
};
