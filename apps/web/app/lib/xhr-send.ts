import type { TEnvelope, TLocale } from '@huitang/contracts';

/**
 * Sends a file-sized body and reports how much of it has gone (0–100): XMLHttpRequest rather than
 * fetch, as only it reports upload progress. The token rides in the cookie; resolves with the
 * server's envelope, or null when the request never came back or the answer was no envelope.
 */
export const sendWithProgress = <T>(
  {
    method,
    url,
    body,
    language,
    headers = {},
    timeoutMs = 0,
  }: {
    method: 'POST' | 'PUT';
    url: string;
    body: XMLHttpRequestBodyInit;
    language: TLocale;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
  onProgress: (percent: number) => void,
): Promise<TEnvelope<T> | null> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    xhr.withCredentials = true;
    xhr.setRequestHeader('language', language);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as TEnvelope<T>);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => resolve(null);
    xhr.ontimeout = () => resolve(null);
    xhr.send(body);
  });
