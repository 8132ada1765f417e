import { IMPORT_TIMEOUT_MS, type TEnvelope, type TImportResult, type TLocale } from '@huitang/contracts';

/**
 * Posts an .xlsx to the import URL as multipart (SPEC 7: progress callback, 90-minute time-out).
 * The token rides in the cookie; resolves with the envelope, or null when the request never came back.
 */
export const uploadImport = (
  url: string,
  file: File,
  language: TLocale,
  onProgress: (percent: number) => void,
): Promise<TEnvelope<TImportResult | null> | null> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.open('POST', url);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as TEnvelope<TImportResult | null>);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => resolve(null);
    xhr.ontimeout = () => resolve(null);
    xhr.send(body);
  });
