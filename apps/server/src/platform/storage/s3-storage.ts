import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TS3Config } from '../../config.ts';
import type { TStorage } from './storage.ts';

/**
 * S3-compatible storage (AWS, MinIO, Aliyun OSS, Tencent COS): a presigned PUT whose signature binds
 * the declared length and type, so the browser cannot send a bigger or different file than it asked for.
 */
export const createS3Storage = (config: TS3Config): TStorage => {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    async grant({ key, size, contentType, expiresAt }) {
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentLength: size,
        ContentType: contentType,
      });
      const uploadUrl = await getSignedUrl(client, command, { expiresIn });
      return {
        uploadUrl,
        headers: { 'content-type': contentType },
        fileUrl: `${config.publicUrl.replace(/\/$/, '')}/${key}`,
      };
    },
  };
};
