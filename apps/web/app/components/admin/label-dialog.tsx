import type { TLabelRow } from '@huitang/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../forms/form-dialog';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';

type TLabelValues = { labelName: string; labelNameEn?: string; sort?: number };

/** A community label, added or edited by the platform admin (/admin/community). */
export function LabelDialog({
  editing,
  onClose,
}: {
  editing: Partial<TLabelRow> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <FormDialog<TLabelValues>
      open={editing !== null}
      title={t(editing?.id ? 'communityAdmin.editLabel' : 'communityAdmin.addLabel')}
      busy={busy}
      initialValues={editing ?? {}}
      onCancel={onClose}
      onSubmit={async (values) => {
        const done = await run(() =>
          api.call('/admin/auth/label/save', { ...values, ...(editing?.id ? { id: editing.id } : {}) }),
        );
        if (done) onClose();
        return done !== undefined;
      }}
    >
      <Form.Item
        name="labelName"
        label={t('communityAdmin.labelName')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="labelNameEn" label={t('communityAdmin.labelNameEn')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="sort" label={t('communityAdmin.sort')}>
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormDialog>
  );
}
