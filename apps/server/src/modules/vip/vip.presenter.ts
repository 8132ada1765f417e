import type { TVipOrder } from '@huitang/contracts';
import type { TVipOrderRow } from './vip.repository.ts';

export const presentVipOrder = (order: TVipOrderRow): TVipOrder => ({
  orderNo: order.orderNo,
  vipName: order.vipName,
  vipDays: order.vipDays,
  payableFen: order.payableFen,
  status: order.status,
  gmtCreate: order.createdAt.toISOString(),
});
