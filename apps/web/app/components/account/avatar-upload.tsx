import { Code } from '@huitang/contracts';
import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAppServices } from '../../state/app-services';
import styles from './avatar-upload.module.css';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

interface TProps {
  value?: string;
  onChange?: (url: string) => void;
}

/**
 * Avatar upload (a form control): ask upload/api/get for a target, PUT the file there with the
 * headers it names, then keep its fileUrl as the value.
 */
export function AvatarUpload({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      toast(t('validation.uploadUnsupported'), 'error');
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call('/system/upload/api/get', {
        fileName: file.name,
        fileType: 'image',
        fileSize: file.size,
      });
      if (reply.code !== Code.OK) return;
      const target = reply.data;
      const response = await fetch(target.uploadUrl, {
        method: target.method,
        headers: target.headers,
        body: file,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { msg?: string } | null;
        toast(body?.msg ?? t('common.networkError'), 'error');
        return;
      }
      onChange?.(target.fileUrl);
    } catch {
      toast(t('common.networkError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <Upload
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <button type="button" className={styles.avatar} aria-label={t('info.changeAvatar')}>
          <img src={value || defaultAvatar} alt={t('info.avatar')} />
          <span className={styles.overlay}>{busy ? <LoadingOutlined /> : <CameraOutlined />}</span>
        </button>
      </Upload>
      <div className={styles.hint}>
        <div className={styles.change}>{t('info.changeAvatar')}</div>
        <div>{t('info.avatarHint')}</div>
      </div>
    </div>
  );
}
