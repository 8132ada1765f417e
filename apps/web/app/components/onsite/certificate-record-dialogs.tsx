import type { TCertificateRecord } from '@huitang/contracts';
import { Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './badge.module.css';

/** What each dialog edits is null while it is closed; onChange(null) closes it. */
interface TDialogProps<T> {
  onChange: (value: T | null) => void;
  busy: boolean;
  onOk: () => void;
}

/** Revoking a certificate, with the reason its holder will read. */
export function RevokeDialog({
  revoking,
  onChange,
  busy,
  onOk,
}: TDialogProps<{ id: number; reason: string }> & {
  revoking: { id: number; reason: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(revoking)}
      title={t('onsite.certificates.revokeTitle')}
      onCancel={() => onChange(null)}
      confirmLoading={busy}
      okButtonProps={{ danger: true, disabled: !revoking?.reason.trim() }}
      okText={t('onsite.certificates.revoke')}
      onOk={onOk}
      destroyOnHidden
    >
      <label className={styles.settings}>
        {t('onsite.certificates.revokeReason')}
        <Input.TextArea
          rows={2}
          maxLength={200}
          value={revoking?.reason ?? ''}
          onChange={(event) => revoking && onChange({ ...revoking, reason: event.target.value })}
        />
      </label>
    </Modal>
  );
}

/** Correcting an issued certificate's name, unit and hours. */
export function EditDialog({
  editing,
  onChange,
  busy,
  onOk,
}: TDialogProps<TCertificateRecord> & { editing: TCertificateRecord | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(editing)}
      title={t('onsite.certificates.edit')}
      onCancel={() => onChange(null)}
      confirmLoading={busy}
      onOk={onOk}
      destroyOnHidden
    >
      {editing ? (
        <div className={styles.settings}>
          <label>
            {t('onsite.name')}
            <Input
              value={editing.name}
              onChange={(event) => onChange({ ...editing, name: event.target.value })}
            />
          </label>
          <label>
            {t('onsite.unit')}
            <Input
              value={editing.unit}
              onChange={(event) => onChange({ ...editing, unit: event.target.value })}
            />
          </label>
          <label>
            {t('onsite.certificates.hours')}
            <InputNumber
              min={0}
              max={200}
              step={0.5}
              value={editing.hours}
              onChange={(hours) => onChange({ ...editing, hours: hours ?? 0 })}
            />
          </label>
        </div>
      ) : null}
    </Modal>
  );
}
