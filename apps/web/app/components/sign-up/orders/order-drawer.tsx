import type { TOrder } from '@huitang/contracts';
import { Drawer } from 'antd';
import { usePhone } from '../../../lib/phone';
import { useTranslation } from 'react-i18next';
import { OrderDetails } from './order-details';

/** An order's details beside its list (the buyer's orders and the organiser's). */
export function OrderDrawer({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Drawer
      open={order !== null}
      // A phone's whole width; 720 px would run off its screen.
      size={phone ? '100%' : 720}
      title={t('signUp.order.details')}
      onClose={onClose}
      destroyOnHidden
    >
      {order ? <OrderDetails order={order} /> : null}
    </Drawer>
  );
}
