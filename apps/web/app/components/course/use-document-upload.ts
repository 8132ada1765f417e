import { Code, type TDocument } from '@huitang/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithProgress } from '../../lib/xhr-send';
import { useAppServices } from '../../state/app-services';
import { useSite } from '../../lib/use-site';

/** Where a lesson's PDF is PUT (apps/server course/document/document.routes.ts). */
const ENDPOINT = '/course/document/upload';

/**
 * Uploads a lesson's PDF with a progress bar; the server keeps it only if it reads as a PDF and
 * answers its page count. Its refusal (not a PDF, damaged …) is shown as a toast.
 */
export const useDocumentUpload = (onUploaded: (document: TDocument) => void) => {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { toast } = useAppServices();
  const [percent, setPercent] = useState<number>();

  const start = async (file: File) => {
    setPercent(0);
    const reply = await sendWithProgress<TDocument>(
      {
        method: 'PUT',
        url: ENDPOINT,
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
