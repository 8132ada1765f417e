import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '../upload/use-image-upload';
import styles from './meeting.module.css';

const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', '7z'];
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

interface TProps {
  value?: string;
  onChange?: (url: string) => void;
  /** The chosen file's name without its extension, e.g. to name the attachment after it. */
  onPicked?: (baseName: string) => void;
}

/** A document as a form control (PDF, Office, archives); the value is the uploaded file's URL. */
export function DocumentUpload({ value, onChange, onPicked }: TProps) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState('');
  const { busy, beforeUpload } = useFileUpload(
    'document',
    (file) => DOCUMENT_EXTENSIONS.includes(extensionOf(file.name)),
    (url, file) => {
      setFileName(file.name);
      onChange?.(url);
      onPicked?.(file.name.replace(/\.[^.]+$/, ''));
    },
  );
  return (
    <div>
      <Upload
        accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={beforeUpload}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? t('console.accessory.replace') : t('console.accessory.choose')}
        </Button>
      </Upload>
      {value ? (
        <div className={styles.fileName}>
          <FileTextOutlined /> {fileName || value.split('/').pop()}
        </div>
      ) : null}
      <div className={styles.hint}>{t('console.accessory.hint')}</div>
    </div>
  );
}
