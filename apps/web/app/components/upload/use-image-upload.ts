import { Code, type TCallRequest, type TUploadTarget } from '@huitang/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** A file on its way: its name and how much of it has been sent, 0 to 100. */
export interface TSending {
  id: number;
  name: string;
  percent: number;
}

/**
 * PUTs the file to its target. XMLHttpRequest rather than fetch: only it reports how much of a
 * request body has been sent, and a film of a few hundred MB needs a progress bar.
 */
const putFile = (target: TUploadTarget, file: File, onProgress: (percent: number) => void) =>
  new Promise<{ ok: boolean; msg?: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.uploadUrl);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let msg: string | undefined;
      try {
        msg = (JSON.parse(request.responseText) as { msg?: string }).msg;
      } catch {
        // A bucket answers with no JSON; the status says enough.
      }
      resolve({ ok: request.status >= 200 && request.status < 300, msg });
    };
    request.onerror = () => reject(new Error('upload failed'));
    request.send(file);
  });

let nextId = 0;

/**
 * Uploads one file: ask upload/api/get for a target, PUT the file there with the headers it names,
 * then hand its fileUrl to `onDone`. Every upload of the web goes through here; `accepts` says
 * which files the field takes (the server checks the content again). `sending` lists the files on
 * their way with their progress, for fields that show it.
 */
export const useFileUpload = (
  fileType: TCallRequest<'/system/upload/api/get'>['fileType'],
  accepts: (file: File) => boolean,
  onDone: ((url: string, file: File) => void) | undefined,
) => {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [sending, setSending] = useState<TSending[]>([]);

  const upload = async (file: File) => {
    if (!accepts(file)) {
      toast(t('validation.uploadUnsupported'), 'error');
      return;
    }
    const id = ++nextId;
    const update = (percent: number) =>
      setSending((files) => files.map((one) => (one.id === id ? { ...one, percent } : one)));
    setSending((files) => [...files, { id, name: file.name, percent: 0 }]);
    try {
      const reply = await api.call('/system/upload/api/get', {
        fileName: file.name,
        fileType,
        fileSize: file.size,
      });
      if (reply.code !== Code.OK) return;
      const target = reply.data;
      const sent = await putFile(target, file, update);
      if (!sent.ok) {
        toast(sent.msg ?? t('common.networkError'), 'error');
        return;
      }
      onDone?.(target.fileUrl, file);
    } catch {
      toast(t('common.networkError'), 'error');
    } finally {
      setSending((files) => files.filter((one) => one.id !== id));
    }
  };

  /** FilePicker's onFile. */
  const pick = (file: File) => void upload(file);

  return { busy: sending.length > 0, sending, pick };
};

/** What a PDF carries as it is: the backgrounds of badges and certificates. */
export const PRINTABLE_IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** One image (JPG, PNG, GIF, WEBP, or only `types`): every image field of the web goes through here. */
export const useImageUpload = (onDone: ((url: string) => void) | undefined, types = IMAGE_TYPES) => ({
  ...useFileUpload('image', (file) => types.includes(file.type), onDone),
  accept: types.join(','),
});
