import { Spin } from 'antd';
import { FormDialog } from '../../forms/form-dialog';
import { useConsoleWrites } from '../../console/use-console-writes';
import { useApiData } from '../../../state/use-api-data';
import { InvoiceFields, invoiceRequestOf, invoiceValuesOf, type TInvoiceValues } from './invoice-fields';

/** Correcting the invoice asked for with a registration's order (register/update/invoice). */
export function InvoiceDialog({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t, api, busy, run } = useConsoleWrites();
  const order = useApiData('/meeting/auth/meeting/order/view', orderNo ? { orderNo } : null).data;
  return (
    <FormDialog<{ invoice: TInvoiceValues }>
      key={order?.orderNo ?? 'loading'}
      open={orderNo !== null}
      title={t('signUp.signup.invoiceTitle', { orderNo: orderNo ?? '' })}
      busy={busy}
      width={720}
      initialValues={{ invoice: invoiceValuesOf(order?.invoice) }}
      onCancel={onClose}
      onSubmit={async ({ invoice }) =>
        !!orderNo &&
        !!(await run(() =>
          api.call('/meeting/auth/meeting/register/update/invoice', {
            orderNo,
            invoice: invoiceRequestOf(invoice),
          }),
        ))
      }
    >
      {order ? <InvoiceFields kinds={['ordinary', 'special']} /> : <Spin />}
    </FormDialog>
  );
}
