import { Code, type TCallRequest } from '@huitang/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Uploads one file: ask upload/api/get for a target, PUT the file there with the headers it names,
 * then hand its fileUrl to `onDone`. Every upload of the web goes through here; `accepts` says
 * which files the field takes (the server checks the content again).
 */
export const useFileUpload = (
  fileType: TCallRequest<'/system/upload/api/get'>['fileType'],
  accepts: (file: File) => boolean,
  onDone: ((url: string, file: File) => void) | undefined,
) => {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!accepts(file)) {
      toast(t('validation.uploadUnsupported'), 'error');
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call('/system/upload/api/get', {
        fileName: file.name,
        fileType,
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
      onDone?.(target.fileUrl, file);
    } catch {
      toast(t('common.networkError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** antd Upload's beforeUpload: upload ourselves, never let antd post the file. */
  const beforeUpload = (file: File) => {
    void upload(file);
    return false;
  };

  /** FilePicker's onFile. */
  const pick = (file: File) => void upload(file);

  return { busy, beforeUpload, pick };
};

/** One image (JPG, PNG, GIF, WEBP): every image field of the web goes through here. */
export const useImageUpload = (onDone: ((url: string) => void) | undefined) => ({
  ...useFileUpload('image', (file) => IMAGE_TYPES.includes(file.type), onDone),
  accept: IMAGE_TYPES.join(','),
});
