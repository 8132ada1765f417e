import type { TOrder } from '@huitang/contracts';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../responsive-table';
import { createdColumn, moneyColumn } from '../columns';
import { OrderDrawer } from './order-drawer';
import { OrderStatusTag } from '../status-tags';

/**
 * A page of orders (the buyer's or the meeting's): number, the page's own columns, amount, state,
 * time, details in a drawer and the page's own actions.
 */
export function OrderTable({
  orders,
  columns,
  actions,
}: {
  orders: TOrder[];
  columns: ColumnsType<TOrder>;
  actions: (order: TOrder) => ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<TOrder | null>(null);
  return (
    <>
      <ResponsiveTable<TOrder>
        rowKey="orderNo"
        dataSource={orders}
        pagination={false}
        locale={{ emptyText: t('signUp.order.empty') }}
        columns={[
          { title: t('signUp.order.orderNo'), dataIndex: 'orderNo', width: 190 },
          ...columns,
          moneyColumn(t('signUp.order.payable'), (order) => order.payableFen, 110),
          {
            title: t('signUp.order.status'),
            key: 'status',
            width: 90,
            render: (_, order) => <OrderStatusTag status={order.status} />,
          },
          createdColumn(t('signUp.order.created')),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 180,
            render: (_, order) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setShown(order)}>
                  {t('signUp.order.details')}
                </Button>
                {actions(order)}
              </Space>
            ),
          },
        ]}
      />
      <OrderDrawer order={shown} onClose={() => setShown(null)} />
    </>
  );
}
