import { get } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';

/** One FLV tag as a player reads it: 8 audio, 9 video, 18 script; `keyframe` for a video key picture. */
export interface TFlvTag {
  type: number;
  ms: number;
  keyframe: boolean;
  /** A video tag carrying the codec set-up (AVC sequence header) rather than a picture. */
  setup: boolean;
}

/** The tags of FLV bytes; throws where they are not FLV (a bad header or a broken tag chain). */
export const flvTags = (bytes: Buffer): TFlvTag[] => {
  if (bytes.subarray(0, 3).toString() !== 'FLV') throw new Error('not FLV: no signature');
  const tags: TFlvTag[] = [];
  let at = bytes.readUInt32BE(5) + 4;
  while (at + 11 <= bytes.length) {
    const size = bytes.readUIntBE(at + 1, 3);
    if (at + 11 + size + 4 > bytes.length) break;
    const ms = bytes.readUIntBE(at + 4, 3) + (bytes[at + 7]! << 24);
    const type = bytes[at]!;
    if (![8, 9, 18].includes(type)) throw new Error(`not FLV: tag type ${type} at ${at}`);
    if (bytes.readUInt32BE(at + 11 + size) !== size + 11) throw new Error(`not FLV: broken tag at ${at}`);
    const first = bytes[at + 11]!;
    tags.push({
      type,
      ms,
      keyframe: type === 9 && first >> 4 === 1,
      setup: type === 9 && bytes[at + 12] === 0,
    });
    at += 11 + size + 4;
  }
  return tags;
};

/** An FLV viewer: what it received, when it received its first key picture, and whether the server ended it. */
export const watchFlv = (url: string) => {
  const chunks: Buffer[] = [];
  const opened = Date.now();
  let status = 0;
  let ended = false;
  const request = get(url, (response) => {
    status = response.statusCode ?? 0;
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => (ended = true));
    response.on('error', () => (ended = true));
  });
  request.on('error', () => (ended = true));
  return {
    opened,
    status: () => status,
    bytes: () => Buffer.concat(chunks),
    tags: () => flvTags(Buffer.concat(chunks)),
    ended: () => ended,
    close: () => request.destroy(),
  };
};

/**
 * A TCP proxy in front of a server that counts the requests whose first line matches `counted`: an
 * instance's address given to the others (INSTANCE_URL) through it shows how often they pull.
 */
export const countingProxy = async (target: () => number, counted: RegExp) => {
  let count = 0;
  const server = createServer((client) => {
    const upstream = connect(target(), '127.0.0.1');
    client.on('data', (chunk: Buffer) => {
      if (counted.test(chunk.toString('latin1').split('\r\n', 1)[0] ?? '')) count += 1;
    });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
