import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TS3Config } from '../../config.ts';
import { assertKey, type TStorage } from './storage.ts';

/**
 * How the platform's S3 clients (this storage's, and the resumable uploads' store) reach the bucket.
 * Checksums only where S3 requires them: the SDK's default trailing CRC32 on every upload
 * (aws-chunked bodies) is not understood by every S3-compatible service (older MinIO, OSS, s3rver).
 */
export const s3ClientConfig = (config: TS3Config): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

/** Whether an SDK error is S3's "no such object" (GetObject says NoSuchKey, HeadObject a bare 404). */
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};
const isInvalidRange = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416;

/**
 * S3-compatible storage (AWS, MinIO, Aliyun OSS, Tencent COS): a presigned PUT whose signature binds
 * the declared length and type, so the browser cannot send a bigger or different file than it asked
 * for; and the features' objects, read by the server (never public: the bucket's policy opens only
 * the upload categories, decision 049).
 */
export const createS3Storage = (config: TS3Config): TStorage => {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const size = async (key: string) => {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  const remove = async (keys: string[]) => {
    // DeleteObjects takes a thousand keys a call.
    for (let at = 0; at < keys.length; at += 1000)
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.slice(at, at + 1000).map((key) => ({ Key: assertKey(key) })), Quiet: true },
        }),
      );
  };
  return {
    async grant({ key, size: length, contentType, expiresAt }) {
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentLength: length,
        ContentType: contentType,
      });
      const uploadUrl = await getSignedUrl(client, command, { expiresIn });
      return {
        uploadUrl,
        headers: { 'content-type': contentType },
        fileUrl: `${config.publicUrl.replace(/\/$/, '')}/${key}`,
      };
    },
    async put(key, from, contentType = 'application/octet-stream') {
      const [Body, ContentLength] =
        'file' in from
          ? [createReadStream(from.file), (await stat(from.file)).size]
          : [from.bytes, from.bytes.length];
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertKey(key), Body, ContentLength, ContentType: contentType }),
      );
    },
    async read(key, range) {
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key), Range }));
        const length = answer.ContentLength ?? 0;
        // "bytes 0-99/1234" when a range was asked (S3 answers the whole object for a range it ignores).
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        const start = total ? Number(/^bytes (\d+)-/.exec(answer.ContentRange!)![1]) : 0;
        return {
          body: answer.Body as Readable,
          size: total ? Number(total) : length,
          start,
          end: start + length - 1,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        if (isInvalidRange(error)) return 'unsatisfiable';
        throw error;
      }
    },
    size,
    async download(key, file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        await pipeline(answer.Body as Readable, createWriteStream(file));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    remove,
    async removeFolder(folder) {
      const Prefix = `${assertKey(folder).replace(/\/$/, '')}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        await remove((page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    localFile: () => undefined,
  };
};
