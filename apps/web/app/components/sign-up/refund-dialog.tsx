import type { TOrder } from '@huitang/contracts';
import { Alert } from 'antd';
import { TextField } from '../forms/fields';
import { FormDialog } from '../forms/form-dialog';
import { useConsoleWrites } from '../meeting/use-console-writes';
import { formatFen } from '../../lib/money';
import { ZRefundRequest } from '@huitang/contracts';
import { ContractLimits } from '../forms/contract-limits';

/** The organiser refunds a paid order; its places and rooms go back on sale. */
export function RefundDialog({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t, api, busy, run } = useConsoleWrites();
  return (
    <ContractLimits schema={ZRefundRequest}>
      <FormDialog<{ reason?: string }>
        open={order !== null}
        title={t('signUp.orders.refundTitle', { orderNo: order?.orderNo ?? '' })}
        okText={t('signUp.orders.refund')}
        danger
        busy={busy}
        onCancel={onClose}
        onSubmit={async ({ reason }) =>
          !!order &&
          !!(await run(() =>
            api.call('/meeting/auth/meeting/order/refund', { orderNo: order.orderNo, reason: reason ?? '' }),
          ))
        }
      >
        <Alert
          type="warning"
          showIcon
          title={t('signUp.orders.refundConfirm', { amount: formatFen(order?.payableFen ?? 0) })}
          style={{ marginBottom: 16 }}
        />
        <TextField name="reason" label={t('signUp.orders.refundReason')} rows={3} />
      </FormDialog>
    </ContractLimits>
  );
}
