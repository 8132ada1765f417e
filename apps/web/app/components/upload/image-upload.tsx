import { DeleteOutlined, LoadingOutlined, PictureOutlined, SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker';
import { IMAGE_TYPES, PRINTABLE_IMAGE_TYPES, useImageUpload } from './use-image-upload';
import styles from './image-upload.module.css';

interface TProps {
  value?: string;
  onChange?: (url: string) => void;
  /** The box's size; the image is contained in it whatever its proportions. */
  width?: number;
  height?: number;
  hint?: string;
  /** Optional images can be cleared again. */
  clearable?: boolean;
  /** Names the file input for assistive technology and tests. */
  label: string;
  disabled?: boolean;
  /** A dark box, for logos drawn in white. */
  dark?: boolean;
  /** Only JPG and PNG: an image printed into a PDF (badge and certificate backgrounds). */
  printable?: boolean;
}

/** A picture box as a form control (licences, logos, QR codes, banners); the value is its URL. */
export function ImageUpload({
  value,
  onChange,
  width = 160,
  height = 110,
  hint,
  clearable,
  label,
  disabled,
  dark,
  printable,
}: TProps) {
  const { t } = useTranslation();
  const { busy, pick, accept } = useImageUpload(onChange, printable ? PRINTABLE_IMAGE_TYPES : IMAGE_TYPES);
  return (
    <div className={styles.wrap}>
      <FilePicker accept={accept} onFile={pick} disabled={disabled}>
        <button
          type="button"
          className={[styles.box, value ? styles.filled : '', dark ? styles.dark : ''].join(' ')}
          style={{ width, height }}
          aria-label={label}
          disabled={disabled}
        >
          {value ? <img src={value} alt={label} /> : null}
          <span className={value ? styles.overlay : styles.empty}>
            {busy ? <LoadingOutlined /> : value ? <SyncOutlined /> : <PictureOutlined />}
            <span>{value ? t('upload.replace') : t('upload.choose')}</span>
          </span>
        </button>
      </FilePicker>
      <div className={styles.hint}>
        {hint ? <div>{hint}</div> : null}
        <div>{printable ? t('upload.printableHint') : t('info.avatarHint')}</div>
        {clearable && value ? (
          // antd's Button follows a disabled form (read-only roles) by itself.
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            className={styles.clear}
            disabled={disabled}
            onClick={() => onChange?.('')}
          >
            {t('upload.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
