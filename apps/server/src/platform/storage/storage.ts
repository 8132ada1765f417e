import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk by default; an S3-compatible bucket when S3_* is set. */
export interface TUploadGrant {
  uploadUrl: string;
  headers: Record<string, string>;
  fileUrl: string;
}

/** An object's bytes from `start` to `end` (inclusive) of its `size`, as a stream. */
export interface TObjectRead {
  body: Readable;
  size: number;
  start: number;
  end: number;
}

/** A byte range as a Range header asks it: from `start`, to `end` (inclusive) or the last byte. */
export interface TByteRange {
  start: number;
  end?: number;
}

/**
 * The platform's files: the browser's presigned uploads (grant), and the objects features keep
 * under keys (docs/decisions/049-storage-layout.md): put, read a byte range, delete. Keys are
 * paths of `[\w.-]` segments, the same on the local disk and in the bucket.
 */
export interface TStorage {
  /** A target the browser PUTs the file to, valid until expiresAt. */
  grant(input: {
    key: string;
    category: string;
    maxSize: number;
    size: number;
    contentType: string;
    expiresAt: Date;
  }): Promise<TUploadGrant>;
  /** Stores a file of this machine (or bytes) as `key`, replacing any object there; readers see it whole or not at all. */
  put(key: string, from: { file: string } | { bytes: Buffer }, contentType?: string): Promise<void>;
  /** The object's bytes (a range of them), undefined when there is none; 'unsatisfiable' for a range past its end. */
  read(key: string, range?: TByteRange): Promise<TObjectRead | 'unsatisfiable' | undefined>;
  /** The object's size, undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Copies the object to a file of this machine; false when there is none. */
  download(key: string, file: string): Promise<boolean>;
  /** Deletes objects; a missing one is no error. */
  remove(keys: string[]): Promise<void>;
  /** Deletes every object under the folder `folder/`. */
  removeFolder(folder: string): Promise<void>;
  /** The object's file when the storage is this machine's disk (fast paths), else undefined. */
  localFile(key: string): string | undefined;
}

/** A key the storage accepts: segments of letters, digits, `_`, `.` and `-`, none of them `.` or `..`. */
const KEY = /^(?!.*(^|\/)\.{1,2}(\/|$))[\w.-]+(\/[\w.-]+)*\/?$/;
export const assertKey = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
};
