import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { serverApi } from '../../../api/server';
import { authedDataOf, requireUser } from '../../../loaders/session.server';
import { stop } from '../../../lib/stop';

const ORDER_NO = /^[0-9A-Z]{8,32}$/;

/** The signed-in buyer's order in ?orderNo= (someone else's answers 306, an unknown one 404). */
export const loadMyOrder = async (request: Request, context: AppLoadContext) => {
  await requireUser(request, context);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  if (!ORDER_NO.test(orderNo)) stop(data(null, { status: 404 }));
  return authedDataOf(
    await serverApi(context).call('/meeting/auth/order/view', { orderNo }),
    request,
    context,
  );
};
