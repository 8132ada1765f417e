import type { TRegType } from '@huitang/contracts';
import { Form, InputNumber, Switch } from 'antd';
import { TextField } from '../../forms/fields';
import { FormDialog } from '../../forms/form-dialog';
import { useConsoleWrites } from '../../console/use-console-writes';
import { TypesField } from './form-items';
import { ZInviteGenerate, rangeOf } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';

interface TValues {
  count: number;
  singleUse: boolean;
  typeIds?: number[];
  remark?: string;
}

/** Generating a batch of invitation codes: how many, single-use or not, the hidden types they unlock. */
export function InviteGenerateDialog({
  open,
  types,
  onClose,
}: {
  open: boolean;
  types: TRegType[];
  onClose: () => void;
}) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  const hidden = types.filter((type) => type.inviteOnly);
  return (
    <ContractLimits schema={ZInviteGenerate}>
      <FormDialog<TValues>
        open={open}
        title={t('signUp.invite.generate')}
        busy={busy}
        initialValues={{ count: 10, singleUse: true, typeIds: [] }}
        onCancel={onClose}
        onSubmit={async (values) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/invite/code/save', {
              meetingId,
              count: values.count,
              singleUse: values.singleUse,
              typeIds: values.typeIds ?? [],
              remark: values.remark ?? '',
            }),
          ))
        }
      >
        <Form.Item
          name="count"
          label={t('signUp.invite.count')}
          rules={[{ required: true, message: t('common.enter', { field: t('signUp.invite.count') }) }]}
        >
          <InputNumber {...rangeOf(ZInviteGenerate, 'count')} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="singleUse"
          label={t('signUp.invite.singleUse')}
          valuePropName="checked"
          extra={t('signUp.invite.singleUseHint')}
        >
          <Switch />
        </Form.Item>
        <TypesField
          name="typeIds"
          label={t('signUp.invite.types')}
          extra={t('signUp.invite.typesHint')}
          types={hidden}
          allText={t('signUp.invite.allHidden')}
        />
        <TextField name="remark" label={t('signUp.invite.remark')} />
      </FormDialog>
    </ContractLimits>
  );
}
