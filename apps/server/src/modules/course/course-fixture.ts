import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';

/**
 * The tus protocol as a client speaks it, over real HTTP to `base` (the server's streams need a
 * real socket: an injected request never ends a partial PATCH).
 */
const tus =
  (base: string, token: string) => (url: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(new URL(url, base), { ...init, headers: { token, 'tus-resumable': '1.0.0', ...init.headers } });

/**
 * Uploads a file the way a tus client does: create, then PATCH it in `chunks` pieces; `stopAfter`
 * leaves it part-way (a cut connection). Answers the upload's path and the last reply.
 */
export const tusUpload = async (
  base: string,
  token: string,
  file: string,
  {
    chunks = 2,
    stopAfter,
    fileName = 'lecture.mp4',
  }: { chunks?: number; stopAfter?: number; fileName?: string } = {},
) => {
  const bytes = await readFile(file);
  const created = await tus(base, token)('/course/video/upload', {
    method: 'POST',
    headers: {
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
    },
  });
  expect(created.status, await created.text()).toBe(201);
  const uploadPath = new URL(created.headers.get('location')!, base).pathname;
  const piece = Math.ceil(bytes.length / chunks);
  const last = await patchFrom(base, token, uploadPath, bytes, 0, piece, stopAfter);
  return { uploadPath, bytes, last };
};

/** PATCHes `bytes` from `offset` in pieces, up to `stopAfter` pieces; answers the last reply's status and body. */
export const patchFrom = async (
  base: string,
  token: string,
  uploadPath: string,
  bytes: Buffer,
  offset: number,
  piece: number,
  stopAfter = Infinity,
) => {
  let reply = { status: 0, body: '' };
  for (let at = offset, sent = 0; at < bytes.length && sent < stopAfter; at += piece, sent++) {
    const response = await tus(base, token)(uploadPath, {
      method: 'PATCH',
      headers: { 'upload-offset': String(at), 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(at, Math.min(at + piece, bytes.length)),
    });
    reply = { status: response.status, body: await response.text() };
  }
  return { ...reply, json: <T>() => JSON.parse(reply.body) as T };
};

/** How far the server has an upload (HEAD): its status and Upload-Offset. */
export const uploadOffset = async (base: string, token: string, uploadPath: string) => {
  const response = await tus(base, token)(uploadPath, { method: 'HEAD' });
  return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
};
