import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '../../assets/default-avatar.svg';
import { FilePicker } from '../upload/file-picker';
import { useImageUpload } from '../upload/use-image-upload';
import styles from './avatar-upload.module.css';

interface TProps {
  value?: string;
  onChange?: (url: string) => void;
  /**
   * Overrides the "change avatar" caption, e.g. for a lecturer's photo; a pair says it differently
   * before and after one is chosen.
   */
  caption?: string | { empty: string; filled: string };
}

/** A round portrait as a form control; the value is the uploaded file's URL. */
export function AvatarUpload({ value, onChange, caption }: TProps) {
  const { t } = useTranslation();
  const { busy, pick, accept } = useImageUpload(onChange);
  const label =
    caption === undefined
      ? t('info.changeAvatar')
      : typeof caption === 'string'
        ? caption
        : value
          ? caption.filled
          : caption.empty;
  return (
    <div className={styles.wrap}>
      <FilePicker accept={accept} onFile={pick}>
        <button type="button" className={styles.avatar} aria-label={label}>
          <img src={value || defaultAvatar} alt={t('info.avatar')} />
          <span className={styles.overlay}>{busy ? <LoadingOutlined /> : <CameraOutlined />}</span>
        </button>
      </FilePicker>
      <div className={styles.hint}>
        <div className={styles.change}>{label}</div>
        <div>{t('info.avatarHint')}</div>
      </div>
    </div>
  );
}
