import type { TConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * The storage the configuration names: the bucket of `S3_*`, else the data folder's disk, whose
 * presigned uploads are checked with the server's secret (`verifyLocal`, for the local PUT route).
 */
export const configuredStorage = ({ s3, dataDir }: Pick<TConfig, 's3' | 'dataDir'>, secret: string) => {
  if (s3) return { storage: createS3Storage(s3), verifyLocal: undefined };
  const local = createLocalStorage(secret, dataDir);
  return { storage: local.storage, verifyLocal: local.verify };
};
