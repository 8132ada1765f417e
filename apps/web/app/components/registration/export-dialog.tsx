import { BUILTIN_FIELDS, fieldLabel } from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/use-site';
import { isBuiltin, type TFieldView } from './form-fields';
import { customExportPath } from './paths';
import styles from './registration.module.css';

/** Columns of a registration besides the form's answers. */
const RECORD_COLUMNS = ['typeName', 'status', 'feeFen', 'orderNo', 'gmtCreate'] as const;

/** The custom export (SPEC 7 export/custom): the organiser picks the columns, the file downloads. */
export function ExportDialog({
  meetingId,
  fields,
  open,
  onClose,
}: {
  meetingId: number;
  fields: TFieldView[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  // A built-in field switched off has no label of the meeting's; the contract's name for it serves.
  const labelOf = (key: string) =>
    fields.find((field) => field.key === key)?.label ?? fieldLabel(key, locale);
  const options = [
    ...BUILTIN_FIELDS.map((key) => ({ value: key, label: labelOf(key) })),
    ...RECORD_COLUMNS.map((key) => ({ value: key, label: t(`registration.export.${key}`) })),
    ...fields
      .filter((field) => !isBuiltin(field.key))
      .map((field) => ({ value: field.key, label: field.label })),
  ];
  const [columns, setColumns] = useState<string[]>(['name', 'mobile', 'unit', 'typeName', 'status']);
  const ready = columns.length > 0;
  return (
    <Modal
      open={open}
      title={t('registration.export.title')}
      width={640}
      onCancel={onClose}
      footer={
        <a
          href={ready ? customExportPath(meetingId, columns) : undefined}
          download
          onClick={ready ? onClose : undefined}
        >
          <Button type="primary" size="middle" icon={<DownloadOutlined />} disabled={!ready}>
            {t('registration.export.download')}
          </Button>
        </a>
      }
    >
      <p className={styles.muted}>{t('registration.export.note')}</p>
      <Checkbox.Group
        className={styles.columnPicker}
        value={columns}
        onChange={(values) =>
          setColumns(options.map((option) => option.value).filter((value) => values.includes(value)))
        }
        options={options}
      />
    </Modal>
  );
}
