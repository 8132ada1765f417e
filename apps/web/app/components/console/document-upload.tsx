import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../upload/file-picker';
import { useFileUpload } from '../upload/use-image-upload';
import styles from '../meeting/meeting-page.module.css';

/** What the server takes of each kind (apps/server platform/storage/file-kinds). */
const EXTENSIONS = {
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', '7z'],
  audio: ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'flac'],
  // Films a page plays in every browser (the server takes more kinds, for courses to transcode).
  video: ['mp4', 'webm'],
};
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

interface TProps {
  kind?: keyof typeof EXTENSIONS;
  value?: string;
  onChange?: (url: string) => void;
  /** The chosen file's name without its extension, e.g. to name the attachment after it. */
  onPicked?: (baseName: string) => void;
  /** What to say under the button; each kind has its own by default. */
  hint?: string;
}

/** A document (PDF, Office, archives) or an audio file as a form control; the value is its URL. */
export function DocumentUpload({ kind = 'document', value, onChange, onPicked, hint }: TProps) {
  const extensions = EXTENSIONS[kind];
  const { t } = useTranslation();
  const [fileName, setFileName] = useState('');
  const { busy, pick } = useFileUpload(
    kind,
    (file) => extensions.includes(extensionOf(file.name)),
    (url, file) => {
      setFileName(file.name);
      onChange?.(url);
      onPicked?.(file.name.replace(/\.[^.]+$/, ''));
    },
  );
  return (
    <div>
      <FilePicker accept={extensions.map((extension) => `.${extension}`).join(',')} onFile={pick}>
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? t('console.accessory.replace') : t('console.accessory.choose')}
        </Button>
      </FilePicker>
      {value ? (
        <div className={styles.fileName}>
          <FileTextOutlined /> {fileName || value.split('/').pop()}
        </div>
      ) : null}
      <div className={styles.hint}>
        {hint ?? (kind === 'audio' ? t('console.music.hint') : t('console.accessory.hint'))}
      </div>
    </div>
  );
}

/** The file of a named upload (a document, a track): it names the row after the file until a name is typed. */
export function NamedFileField({ kind, label }: { kind: TProps['kind']; label: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ name?: string }>();
  return (
    <Form.Item
      name="fileUrl"
      label={label}
      rules={[{ required: true, message: t('console.accessory.fileRequired') }]}
    >
      <DocumentUpload
        kind={kind}
        onPicked={(name) => {
          if (!form.getFieldValue('name')) form.setFieldValue('name', name.slice(0, 100));
        }}
      />
    </Form.Item>
  );
}
