import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TS3Config } from '../src/config.ts';

/** s3rver ships no types: what the tests use of it. */
interface TS3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => TS3rver;

/** The keys s3rver checks signatures against (its one dummy account). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server on a free port (s3rver, files in a temporary folder, one bucket), reached
 * over HTTP by the same AWS SDK code the product uses against S3, OSS or MinIO. s3rver is patched
 * (patches/s3rver+3.7.1.patch) with the two multipart calls it lacks and the tus store uses:
 * ListParts and AbortMultipartUpload. `config` is what S3_* would give the server.
 */
export const startS3Server = async (bucket = 'huitang') => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'huitang-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: TS3Config = {
    endpoint,
    region: 'us-east-1',
    bucket,
    ...ACCOUNT,
    publicUrl: `${endpoint}/${bucket}`,
  };
  return {
    config,
    /** Where s3rver keeps the bucket's objects: a test can tell that bytes are there and not on an app's disk. */
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
