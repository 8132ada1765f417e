import type { TOrder } from '@huitang/contracts';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderDetails } from './order-details';

/** An order's details beside its list (the buyer's orders and the organiser's). */
export function OrderDrawer({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={order !== null}
      size={720}
      title={t('signUp.order.details')}
      onClose={onClose}
      destroyOnHidden
    >
      {order ? <OrderDetails order={order} /> : null}
    </Drawer>
  );
}
