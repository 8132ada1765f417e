import { Code } from '@huitang/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithProgress } from '../../../lib/xhr-send';
import { useAppServices } from '../../../state/app-services';
import { useSite } from '../../../lib/use-site';

/** Where a lesson's PDF, or a resource's file, is PUT (apps/server course/document and course/file). */
export const DOCUMENT_UPLOAD = '/course/document/upload';
export const FILE_UPLOAD = '/course/file/upload';

/**
 * Uploads a lesson's file with a progress bar; the server keeps it only if its bytes are what the
 * lesson takes (a readable PDF, or a kind a resource may be) and answers what it kept. Its refusal is
 * shown as a toast.
 */
export const useLessonUpload = <T>(endpoint: string, onUploaded: (kept: T) => void) => {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { toast } = useAppServices();
  const [percent, setPercent] = useState<number>();

  const start = async (file: File) => {
    setPercent(0);
    const reply = await sendWithProgress<T>(
      {
        method: 'PUT',
        url: endpoint,
        body: file,
        language: locale,
        headers: { 'x-file-name': encodeURIComponent(file.name) },
      },
      setPercent,
    );
    setPercent(undefined);
    if (reply?.code === Code.OK) onUploaded(reply.data);
    else toast(reply?.msg ?? t('course.uploadFailed'), 'error');
  };

  return { percent, start, uploading: percent !== undefined };
};
