import type { TAttendee } from '@huitang/contracts';
import { Form, Radio } from 'antd';
import { TextField } from '../../forms/fields';
import { FormDialog } from '../../forms/form-dialog';
import { useConsoleWrites } from '../../console/use-console-writes';
import { ZAuditRequest } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';

interface TValues {
  approve: boolean;
  reason?: string;
}

/** Reviewing a registration of a type that needs it: approve, or reject with a reason the person is told. */
export function AuditDialog({
  registration,
  onClose,
}: {
  registration: TAttendee | null;
  onClose: () => void;
}) {
  const { t, api, busy, run } = useConsoleWrites();
  return (
    <ContractLimits schema={ZAuditRequest}>
      <FormDialog<TValues>
        open={registration !== null}
        title={t('signUp.signup.auditTitle', { name: registration?.name ?? '' })}
        busy={busy}
        initialValues={{ approve: true }}
        onCancel={onClose}
        onSubmit={async ({ approve, reason }) =>
          !!registration &&
          !!(await run(() =>
            api.call('/meeting/auth/meeting/register/audit', {
              id: registration.id,
              approve,
              reason: reason ?? '',
            }),
          ))
        }
      >
        <Form.Item name="approve" label={t('signUp.signup.auditResult')}>
          <Radio.Group
            options={[
              { value: true, label: t('signUp.signup.approve') },
              { value: false, label: t('signUp.signup.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['approve']}>
          {({ getFieldValue }) => (
            <TextField
              name="reason"
              label={t('signUp.signup.reason')}
              rows={3}
              required={getFieldValue('approve') === false}
            />
          )}
        </Form.Item>
      </FormDialog>
    </ContractLimits>
  );
}
