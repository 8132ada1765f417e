import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import { registerUploadRoutes, type TVerify } from './upload.routes.ts';
import { createUploadService, type TUploadQuota } from './upload.service.ts';

export interface TUploadModuleDeps {
  db: TDb;
  storage: TStorage;
  uploadsDir: string;
  quota: TUploadQuota;
  /** The local disk's check of a signed upload target; undefined when files go to S3. */
  verifyLocal: TVerify | undefined;
}

/**
 * Uploads of images, documents and attachments (decision 002): signed targets, then the bytes go to
 * the configured storage; on the local disk they come through this server, which checks them.
 */
export const registerUploadModule = async (app: FastifyInstance, deps: TUploadModuleDeps) => {
  const uploads = createUploadService(
    deps.db,
    deps.storage,
    deps.uploadsDir,
    deps.quota,
    deps.verifyLocal !== undefined,
  );
  await registerUploadRoutes(app, uploads, deps.uploadsDir, deps.verifyLocal);
  return uploads;
};
