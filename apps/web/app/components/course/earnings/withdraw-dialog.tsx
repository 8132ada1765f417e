import { ZWithdrawalRequest } from '@huitang/contracts';
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { fenOfYuan, yuanOfFen } from '../../../lib/format/money';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { ContractLimits } from '../../forms/contract-limits';
import { FormDialog } from '../../forms/form-dialog';
import { TextField } from '../../forms/fields';

interface TWithdrawValues {
  amountYuan: number;
  method: 'alipay' | 'bank';
  accountName: string;
  accountNo: string;
  bankName?: string;
}

/** Requesting a withdrawal of the balance (SPEC draw_money): to Alipay or a bank card. */
export function WithdrawDialog({
  open,
  orgId,
  balanceFen,
  onClose,
}: {
  open: boolean;
  orgId?: number;
  balanceFen: number;
  onClose: (requested: boolean) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <ContractLimits schema={ZWithdrawalRequest}>
      <FormDialog<TWithdrawValues>
        open={open}
        title={t('course.earnings.withdraw')}
        busy={busy}
        initialValues={{ method: 'alipay', amountYuan: yuanOfFen(balanceFen) }}
        onCancel={() => onClose(false)}
        onSubmit={async ({ amountYuan, bankName, ...values }) => {
          const done = !!(await run(() =>
            api.call('/course/auth/withdrawal/apply', {
              ...values,
              bankName: bankName ?? '',
              amountFen: fenOfYuan(amountYuan),
              ...(orgId ? { orgId } : {}),
            }),
          ));
          if (done) onClose(true);
          return done;
        }}
      >
        <Form.Item name="amountYuan" label={t('course.earnings.amountLabel')} rules={[{ required: true }]}>
          <InputNumber min={1} max={yuanOfFen(balanceFen)} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="method" label={t('course.earnings.method')}>
          <Radio.Group
            options={(['alipay', 'bank'] as const).map((value) => ({
              value,
              label: t(`course.earnings.methods.${value}`),
            }))}
          />
        </Form.Item>
        <TextField name="accountName" label={t('course.earnings.accountName')} required />
        <TextField name="accountNo" label={t('course.earnings.accountNo')} required />
        <Form.Item noStyle dependencies={['method']}>
          {({ getFieldValue }) =>
            getFieldValue('method') === 'bank' ? (
              <TextField name="bankName" label={t('course.earnings.bankName')} required />
            ) : null
          }
        </Form.Item>
      </FormDialog>
    </ContractLimits>
  );
}
