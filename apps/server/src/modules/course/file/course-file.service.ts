import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { createPathGrants } from '../../../platform/crypto/path-grant.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { invalid, notFound } from '../../../platform/http/errors.ts';
import { fileKinds } from '../../../platform/storage/file-kinds.ts';
import type { TReceivedFile } from '../../../platform/storage/put-upload.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { assertItemOwner } from '../course.policy.ts';
import { courseFileRepository as repo, type TCourseFileRow } from './course-file.repository.ts';
import { present } from './course-file.presenter.ts';

/** How long a download link lasts: long enough to start a slow download. */
const GRANT_SECONDS = 3600;
/** A resource may be a document, a picture, a recording or a short film: what the platform can tell by its bytes. */
export const RESOURCE_TYPES: readonly string[] = [
  ...fileKinds.document.sniffed,
  ...fileKinds.image.sniffed,
  ...fileKinds.audio.sniffed,
  'mp4',
];
export const RESOURCE_MAX_SIZE = 500 * 1024 * 1024;

/**
 * Files of resource periods (SPEC resource): an upload is kept only when its bytes are a kind the
 * platform accepts, outside the public files; a download is a signed, expiring path to exactly that
 * file, served as an attachment under its own name.
 */
export const createCourseFileService = (
  db: TDb,
  { storage, secret }: { storage: TStorage; secret: string },
) => {
  /** The storage key (decision 049). */
  const keyOf = (id: number) => `course-files/${id}`;
  const grants = createPathGrants(secret, 'course-file');

  return {
    present,
    findMany: (ids: number[]) => repo.findMany(db, ids),

    async owned(user: TSessionUser, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      assertItemOwner(user, row);
      return row;
    },

    /** A finished upload: refused (and deleted) unless its bytes are an accepted kind, else kept. */
    async uploaded(ownerId: number, upload: TReceivedFile) {
      try {
        const sniffed = await fileTypeFromFile(upload.file);
        if (!sniffed || !RESOURCE_TYPES.includes(sniffed.ext))
          throw invalid('courseFile.notAccepted', 'file', {
            type: sniffed ? `${sniffed.ext} (${sniffed.mime})` : '?',
          });
        const row = await repo.insert(db, {
          ownerId,
          fileName: upload.fileName,
          sizeBytes: upload.sizeBytes,
          mime: sniffed.mime,
        });
        await storage.put(keyOf(row.id), { file: upload.file }, sniffed.mime);
        return present(row);
      } finally {
        await rm(upload.file, { force: true });
      }
    },

    /** Where the file downloads, good for an hour; its name ends the path, as browsers save it. */
    downloadPath: (row: TCourseFileRow) =>
      `/course/file/${row.id}/${grants.grant(String(row.id), GRANT_SECONDS)}/${encodeURIComponent(row.fileName)}`,

    /** The file behind a signed path, with its name and type; undefined when the grant is not its own or expired. */
    async fileFor(id: number, grant: string) {
      if (!grants.allows(String(id), grant)) return undefined;
      const row = await repo.find(db, id);
      return row && { key: keyOf(id), fileName: row.fileName, mime: row.mime };
    },
  };
};

export type TCourseFileService = ReturnType<typeof createCourseFileService>;
