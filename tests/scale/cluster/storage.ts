import { CreateBucketCommand, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.ts';

const SCRIPT = fileURLToPath(new URL('radosgw.sh', import.meta.url));
const BUCKET = 'huitang';

/**
 * The one-machine cluster, tried up to three times: twice in about ten starts on a machine at a load of
 * 25 a first start failed (the OSD refused by the monitor, "wrong fsid"; the gateway crashing as it
 * started), and a fresh cluster came up.
 */
const startGateway = () => {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'huitang-scale-ceph-'));
    try {
      return { dir, answer: run('bash', [SCRIPT, dir]) };
    } catch (error) {
      run('bash', [SCRIPT, 'stop', dir]);
      rmSync(dir, { recursive: true, force: true });
      if (attempt === 3) throw error;
      // What the daemons said, without the frames of a crash's stack.
      const said = String(error)
        .split('\n')
        .filter((line) => line.trim() && !/^\s*\d+: |_Z/.test(line))
        .slice(-12);
      console.warn(`Ceph did not start (attempt ${attempt}); a fresh cluster. It said:\n${said.join('\n')}`);
    }
  }
};

/**
 * Ceph's S3 gateway on a one-machine cluster (radosgw.sh), with the bucket the instances share; files in
 * it are readable by anyone at their URL, as the product's S3_PUBLIC_URL expects.
 */
export const startStorage = async () => {
  const { dir, answer } = startGateway();
  const [endpoint = '', accessKeyId = '', secretAccessKey = ''] = answer.trim().split(' ');
  const credentials = { accessKeyId, secretAccessKey };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const policy = {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/*`] },
    ],
  };
  await client.send(new PutBucketPolicyCommand({ Bucket: BUCKET, Policy: JSON.stringify(policy) }));
  return {
    client,
    bucket: BUCKET,
    /** The instances' S3_* settings. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    },
    log: path.join(dir, 'log', 'client.rgw.log'),
    stop() {
      client.destroy();
      run('bash', [SCRIPT, 'stop', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
