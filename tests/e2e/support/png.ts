import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
};

/**
 * A real RGB PNG of this size: a blue-to-orange gradient under noise. The noise keeps it from
 * compressing, so its size is about width × height × 3 bytes and an upload of it takes visible time
 * on a throttled line; the same seed gives the same bytes.
 */
export const noisyPng = (width: number, height: number, seed = 1): Buffer => {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 24) % 48;
  };
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0: none.
    for (let x = 0; x < width; x++) {
      const at = y * stride + 1 + x * 3;
      const share = x / width;
      pixels[at] = Math.min(255, Math.round(40 + 200 * share) + noise());
      pixels[at + 1] = Math.min(255, Math.round(90 + 40 * share) + noise());
      pixels[at + 2] = Math.min(255, Math.round(220 - 180 * share) + noise());
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
