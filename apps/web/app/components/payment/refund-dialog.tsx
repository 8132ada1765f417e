import { Alert } from 'antd';
import type { ZodObject } from 'zod';
import { useTranslation } from 'react-i18next';
import { ContractLimits } from '../forms/contract-limits';
import { TextField } from '../forms/fields';
import { FormDialog } from '../forms/form-dialog';

/**
 * A seller refunds a paid order (a meeting's organiser, a course's seller): the reason, and a warning
 * saying what the refund undoes. `onRefund` answers whether it went through (the dialog then closes).
 */
export function RefundDialog({
  order,
  schema,
  warning,
  busy,
  onRefund,
  onClose,
}: {
  order: { orderNo: string } | null;
  /** The refund call's request: the reason field takes its limits (and whether it is required). */
  schema: ZodObject;
  warning: string;
  busy: boolean;
  onRefund: (orderNo: string, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ContractLimits schema={schema}>
      <FormDialog<{ reason?: string }>
        open={order !== null}
        title={t('signUp.orders.refundTitle', { orderNo: order?.orderNo ?? '' })}
        okText={t('signUp.orders.refund')}
        danger
        busy={busy}
        onCancel={onClose}
        onSubmit={async ({ reason }) => !!order && (await onRefund(order.orderNo, reason ?? ''))}
      >
        <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />
        <TextField name="reason" label={t('signUp.orders.refundReason')} rows={3} />
      </FormDialog>
    </ContractLimits>
  );
}
