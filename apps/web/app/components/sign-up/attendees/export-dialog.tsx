import { BUILTIN_FIELDS } from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltin } from '../form-fields';
import { customExportPath } from '../paths';
import { RECORD_COLUMNS, useColumnLabel, type TSheetDialogProps } from './sheet-columns';
import styles from '../sign-up.module.css';

/** The custom export (SPEC 7 export/custom): the organiser picks the columns, the file downloads. */
export function ExportDialog({ meetingId, fields, open, onClose }: TSheetDialogProps) {
  const { t } = useTranslation();
  const labelOf = useColumnLabel(fields);
  const options = [
    ...BUILTIN_FIELDS.map((key) => ({ value: key, label: labelOf(key) })),
    ...RECORD_COLUMNS.map((key) => ({ value: key, label: labelOf(key) })),
    ...fields
      .filter((field) => !isBuiltin(field.key))
      .map((field) => ({ value: field.key, label: field.label })),
  ];
  const [columns, setColumns] = useState<string[]>(['name', 'mobile', 'unit', 'typeName', 'status']);
  const ready = columns.length > 0;
  return (
    <Modal
      open={open}
      title={t('signUp.export.title')}
      width={640}
      onCancel={onClose}
      footer={
        <a
          href={ready ? customExportPath(meetingId, columns) : undefined}
          download
          onClick={ready ? onClose : undefined}
        >
          <Button type="primary" size="middle" icon={<DownloadOutlined />} disabled={!ready}>
            {t('signUp.export.download')}
          </Button>
        </a>
      }
    >
      <p className={styles.muted}>{t('signUp.export.note')}</p>
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
