import { Code, type TOrder } from '@huitang/contracts';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../forms/form-dialog';
import { useConsoleWrites } from '../../console/use-console-writes';
import { InvoiceFields, invoiceRequestOf, invoiceValuesOf, type TInvoiceValues } from './invoice-fields';

/** Correcting the invoice asked for with a registration's order (register/update/invoice). */
export function InvoiceDialog({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t, api, busy, run } = useConsoleWrites();
  const [order, setOrder] = useState<TOrder | null>(null);
  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    setOrder(null);
    void api.call('/meeting/auth/meeting/order/view', { orderNo }).then((reply) => {
      if (live && reply.code === Code.OK) setOrder(reply.data);
    });
    return () => {
      live = false;
    };
  }, [api, orderNo]);
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
