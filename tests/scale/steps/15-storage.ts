import { expect } from 'vitest';
import type { TStep } from '../support/cluster.ts';

/** The smallest PNG: one transparent pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const step: TStep = {
  title: 'a file granted by one instance goes to the shared S3 store, and a grant renewed by the other too',
  async run(scale) {
    const token = await scale.login('13800000001');
    const [a, b] = scale.instances;
    const grant = await a!.client.call(
      '/system/upload/api/get',
      { fileName: 'poster.png', fileType: 'image', fileSize: PIXEL.length },
      { token },
    );
    expect(grant.code).toBe(200);
    // The presigned PUT of the product's AWS SDK code goes to the gateway, not to an instance.
    expect(grant.data.uploadUrl.startsWith(scale.storage.env.S3_ENDPOINT)).toBe(true);
    const put = (url: string) =>
      fetch(url, { method: 'PUT', headers: grant.data.headers, body: PIXEL }).then((reply) => reply.status);
    expect(await put(grant.data.uploadUrl)).toBe(200);
    const read = await fetch(grant.data.fileUrl);
    expect([read.status, Buffer.from(await read.arrayBuffer()).equals(PIXEL)]).toEqual([200, true]);

    const renewed = await b!.client.call(
      '/system/upload/api/update/sign',
      { key: grant.data.key },
      { token },
    );
    expect([renewed.code, renewed.data.fileUrl]).toEqual([200, grant.data.fileUrl]);
    expect(await put(renewed.data.uploadUrl)).toBe(200);
  },
};
