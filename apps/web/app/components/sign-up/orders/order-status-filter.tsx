import { ZOrderStatus, type TOrderStatus } from '@huitang/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryNav } from '../../../lib/list-query';

/** ?status= of an order list, when it names an order state. */
export const orderStatusOfQuery = (query: URLSearchParams): TOrderStatus | undefined => {
  const parsed = ZOrderStatus.safeParse(query.get('status'));
  return parsed.success ? parsed.data : undefined;
};

/** All orders or those in one state; choosing goes back to page 1. */
export function OrderStatusFilter({ status }: { status: TOrderStatus | undefined }) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <Segmented
      value={status ?? 'all'}
      onChange={(value) => go({ status: value === 'all' ? null : value, page: null })}
      options={[
        { value: 'all', label: t('signUp.common.all') },
        ...ZOrderStatus.options.map((value) => ({ value, label: t(`signUp.orderStatus.${value}`) })),
      ]}
    />
  );
}
