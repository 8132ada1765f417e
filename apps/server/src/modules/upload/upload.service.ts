import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { Code, type TUploadTarget } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { TSignedTarget } from '../../platform/storage/local-storage.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import { TooLarge, capAt } from '../../platform/storage/capped-stream.ts';
import { extensionOf, fileKinds, humanSize, type TFileCategory } from '../../platform/storage/file-kinds.ts';
import { assertUploader } from './upload.policy.ts';
import { uploadRepository, type TUploadRow } from './upload.repository.ts';

const GRANT_TTL_MS = 30 * 60 * 1000;

const isCategory = (value: string): value is TFileCategory => Object.hasOwn(fileKinds, value);

export interface TUploadQuota {
  grantsPerHour: number;
  bytesPerHour: number;
}

/** A stored file's key from the address it is served at (local /uploads/… or the bucket's URL). */
const keyOfUrl = (url: string) =>
  /(?:^|\/)((?:image|document|video|audio)\/\d{4}\/\d{2}\/[\w-]+\.\w+)$/.exec(url)?.[1];

export const createUploadService = (
  db: TDb,
  storage: TStorage,
  uploadsDir: string,
  quota: TUploadQuota,
  /** Whether files arrive through this server (local disk), which checks their bytes and marks them complete. */
  receivesFiles = true,
) => {
  const grantFor = async (row: TUploadRow, size: number): Promise<TUploadTarget> => {
    const expiresAt = new Date(Date.now() + GRANT_TTL_MS);
    const grant = await storage.grant({
      key: row.key,
      category: row.category,
      maxSize: row.maxSize,
      size,
      contentType: 'application/octet-stream',
      expiresAt,
    });
    return {
      key: row.key,
      method: 'PUT',
      ...grant,
      expiresAt: expiresAt.toISOString(),
      maxSize: row.maxSize,
    };
  };

  return {
    async requestTarget(
      userId: number,
      { fileName, fileType, fileSize }: { fileName: string; fileType: TFileCategory; fileSize: number },
    ): Promise<TUploadTarget> {
      const kind = fileKinds[fileType];
      const ext = extensionOf(fileName, fileType);
      if (!ext) throw invalid('upload.unsupported', 'fileName');
      if (fileSize > kind.maxSize)
        throw invalid('upload.tooLarge', 'fileSize', { max: humanSize(kind.maxSize) });
      const month = new Date().toISOString().slice(0, 7).replace('-', '/');
      const row = {
        key: `${fileType}/${month}/${randomUUID()}.${ext}`,
        userId,
        category: fileType,
        fileName,
      };
      // The declared size is the cap: the upload may not bring more bytes than were granted.
      await db.transaction(async (tx) => {
        await uploadRepository.lockUser(tx, userId);
        const used = await uploadRepository.lastHour(tx, userId);
        if (used.grants >= quota.grantsPerHour || used.bytes + fileSize > quota.bytesPerHour) {
          throw new AppError(Code.CONFLICT, 'upload.quota');
        }
        await uploadRepository.insert(tx, { ...row, maxSize: fileSize });
      });
      return grantFor({ ...row, maxSize: fileSize, size: null, contentType: null } as TUploadRow, fileSize);
    },

    /**
     * One of this person's finished uploads, named by its URL, for a form that attaches it (a paper):
     * its name and size; undefined for anyone else's file or one still on its way. A bucket never
     * reports back, so there the declared size (which its signature enforces) stands.
     */
    async ownFile(userId: number, url: string) {
      const key = keyOfUrl(url);
      const row = key ? await uploadRepository.find(db, key) : undefined;
      if (!row || row.userId !== userId) return undefined;
      if (receivesFiles && !row.completedAt) return undefined;
      return { url, fileName: row.fileName, size: row.size ?? row.maxSize };
    },

    /** A fresh signature for a target whose grant ran out before the upload finished. */
    async resign(userId: number, key: string): Promise<TUploadTarget> {
      const row = await uploadRepository.find(db, key);
      if (!row) throw notFound();
      assertUploader(userId, row);
      if (row.completedAt) throw invalid('field.invalid', 'key');
      return grantFor(row, row.maxSize);
    },

    /** Receives a PUT to the local disk: capped stream to a temp file, content sniffed, then moved. */
    async receive(target: TSignedTarget, body: Readable): Promise<{ fileUrl: string }> {
      if (!isCategory(target.category)) throw invalid('upload.unsupported', 'category');
      const row = await uploadRepository.find(db, target.key);
      if (!row || row.completedAt) throw notFound();
      const finalPath = path.join(uploadsDir, target.key);
      const tempPath = `${finalPath}.${randomUUID()}.part`;
      await mkdir(path.dirname(finalPath), { recursive: true });
      try {
        await pipeline(body, capAt(target.maxSize), createWriteStream(tempPath));
        const sniffed = await fileTypeFromFile(tempPath);
        const accepted: readonly string[] = fileKinds[target.category].sniffed;
        if (!sniffed || !accepted.includes(sniffed.ext)) throw invalid('upload.unsupported', 'file');
        await rename(tempPath, finalPath);
        const { size } = await stat(finalPath);
        await uploadRepository.complete(db, target.key, size, sniffed.mime);
        return { fileUrl: `/uploads/${target.key}` };
      } catch (error) {
        await rm(tempPath, { force: true });
        if (error instanceof TooLarge) {
          throw new AppError(Code.INVALID, 'upload.tooLarge', { max: humanSize(target.maxSize) });
        }
        throw error;
      }
    },
  };
};

export type TUploadService = ReturnType<typeof createUploadService>;
