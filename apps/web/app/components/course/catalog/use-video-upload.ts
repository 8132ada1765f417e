import { Code, type TEnvelope, type TVideo } from '@huitang/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload, type DetailedError } from 'tus-js-client';
import { useAppServices } from '../../../state/app-services';

/** Where tus uploads go (apps/server course/video/video.routes.ts). */
const ENDPOINT = '/course/video/upload';
/** Pieces of 8 MB: a cut connection loses at most one, and each request stays short. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** The server's envelope in a tus reply's body, when there is one. */
const envelopeOf = (body: string | undefined): TEnvelope<TVideo> | undefined => {
  try {
    return body ? (JSON.parse(body) as TEnvelope<TVideo>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Uploads a video resumably (tus): the browser remembers each file's upload, so choosing the same
 * file again after a cut connection or a refresh continues where the server stopped. Answers the
 * video the server made of it; the server's refusal (not a video …) is shown as a toast.
 */
export const useVideoUpload = (onUploaded: (video: TVideo) => void) => {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const [percent, setPercent] = useState<number>();
  const current = useRef<Upload>(undefined);

  const start = async (file: File) => {
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPercent(Math.floor((sent / total) * 100)),
      onSuccess: ({ lastResponse }) => {
        setPercent(undefined);
        const reply = envelopeOf(lastResponse.getBody());
        if (reply?.code === Code.OK) onUploaded(reply.data);
      },
      onError: (error) => {
        setPercent(undefined);
        const reply = envelopeOf((error as DetailedError).originalResponse?.getBody());
        toast(reply?.msg ?? t('course.uploadFailed'), 'error');
      },
    });
    current.current = upload;
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    setPercent(0);
    upload.start();
  };

  return { percent, start, uploading: percent !== undefined };
};
