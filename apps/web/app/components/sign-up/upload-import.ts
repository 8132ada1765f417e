import { IMPORT_TIMEOUT_MS, type TEnvelope, type TImportResult, type TLocale } from '@huitang/contracts';
import { sendWithProgress } from '../../lib/xhr-send';

/**
 * Posts an .xlsx to the import URL as multipart (SPEC 7: progress callback, 90-minute time-out).
 * Resolves with the envelope, or null when the request never came back.
 */
export const uploadImport = (
  url: string,
  file: File,
  language: TLocale,
  onProgress: (percent: number) => void,
): Promise<TEnvelope<TImportResult | null> | null> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return sendWithProgress<TImportResult | null>(
    { method: 'POST', url, body, language, timeoutMs: IMPORT_TIMEOUT_MS },
    onProgress,
  );
};
