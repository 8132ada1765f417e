import type { TEnvelope } from '@huitang/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { ContractLimits } from '../forms/contract-limits';
import { FormDialog } from '../forms/form-dialog';
import { TextField } from '../forms/fields';

interface TDecisionTexts {
  approve: string;
  reject: string;
  rejectTitle: string;
  rejectPlaceholder?: string;
}

/**
 * The platform's decision on a row (a course to list, a withdrawal to pay): approve after a
 * confirmation, or reject with a reason in a dialog. Returns the row's buttons and the dialog.
 */
export const useDecision = <T extends { id: number }>({
  texts,
  schema,
  decide,
}: {
  texts: TDecisionTexts;
  /** The audit call's contract, for the reason's limits. */
  schema: ComponentProps<typeof ContractLimits>['schema'];
  decide: (id: number, approve: boolean, note: string) => Promise<TEnvelope<null>>;
}) => {
  const { t } = useTranslation();
  const { busy, run } = useSubmit();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const send = (id: number, approve: boolean, note = '') => run(() => decide(id, approve, note));

  const buttons = (row: T) => (
    <Space size={4}>
      <Popconfirm
        title={texts.approve}
        okText={texts.approve}
        cancelText={t('common.cancel')}
        onConfirm={() => void send(row.id, true)}
      >
        <Button type="link" size="small">
          {texts.approve}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
        {texts.reject}
      </Button>
    </Space>
  );

  const dialog = (
    <ContractLimits schema={schema}>
      <FormDialog<{ note: string }>
        open={rejecting !== null}
        title={texts.rejectTitle}
        okText={texts.reject}
        danger
        busy={busy}
        onCancel={() => setRejecting(null)}
        onSubmit={async ({ note }) => !!rejecting && !!(await send(rejecting.id, false, note))}
      >
        <TextField
          name="note"
          label={texts.rejectTitle}
          rows={3}
          required
          {...(texts.rejectPlaceholder ? { placeholder: texts.rejectPlaceholder } : {})}
        />
      </FormDialog>
    </ContractLimits>
  );

  return { buttons, dialog };
};
