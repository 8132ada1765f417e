import { readFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.registerUser()).token;
});
afterAll(() => t.close());

const target = async (
  fileName: string,
  fileType: 'image' | 'document' | 'video',
  fileSize: number,
  as = token,
) => t.call('/system/upload/api/get', { fileName, fileType, fileSize }, { token: as });

const put = (uploadUrl: string, body: Buffer) =>
  t.raw({
    method: 'PUT',
    url: uploadUrl,
    payload: body,
    headers: { 'content-type': 'application/octet-stream' },
  });

describe('uploads', () => {
  it('needs a login', async () => {
    const result = await t.call('/system/upload/api/get', {
      fileName: 'a.png',
      fileType: 'image',
      fileSize: 10,
    });
    expect(result.code).toBe(301);
  });

  it('stores an image checked by its bytes and serves it back under a stable URL', async () => {
    const png = await QRCode.toBuffer('huitang', { width: 64 });
    const grant = await target('avatar.png', 'image', png.length);
    expect(grant.data).toMatchObject({ method: 'PUT', maxSize: png.length });
    expect(grant.data.fileUrl).toMatch(/^\/uploads\/image\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    const stored = await put(grant.data.uploadUrl, png);
    expect(stored.json()).toMatchObject({ code: 200, data: { fileUrl: grant.data.fileUrl } });
    const served = await t.raw({ method: 'GET', url: grant.data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(await readFile(path.join(t.dataDir, 'uploads', grant.data.key))).toEqual(png);
  });

  it('refuses a file whose bytes are not what its category allows, and keeps nothing', async () => {
    const grant = await target('photo.png', 'image', 40);
    const fake = await put(grant.data.uploadUrl, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.json()).toMatchObject({ code: 601, msg: '不支持上传该格式的文件' });
    expect((await t.raw({ method: 'GET', url: grant.data.fileUrl })).statusCode).toBe(404);
  });

  it('refuses names outside the category and sizes over its limit', async () => {
    const exe = await target('setup.exe', 'document', 100);
    expect(exe).toMatchObject({ code: 601, msg: '不支持上传该格式的文件' });
    const big = await target('huge.png', 'image', 11 * 1024 * 1024, token);
    expect(big).toMatchObject({ code: 601, data: [{ field: 'fileSize' }] });
    const video = await target('talk.mp4', 'video', 1024 ** 3);
    expect(video.data.maxSize).toBe(1024 ** 3);
  });

  it('stops a stream that grows past its declared size and keeps nothing', async () => {
    const grant = await target('x.png', 'image', 100);
    const png = await QRCode.toBuffer('huitang', { width: 64 });
    const oversized = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const result = await put(grant.data.uploadUrl, oversized);
    expect(result.json()).toMatchObject({ code: 601, msg: '文件过大，最大100 B' });
    expect((await t.raw({ method: 'GET', url: grant.data.fileUrl })).statusCode).toBe(404);
  });

  it('refuses a tampered size cap', async () => {
    const grant = await target('x.png', 'image', 100);
    const tampered = grant.data.uploadUrl.replace(/max=\d+/, 'max=99999999999');
    expect((await put(tampered, Buffer.alloc(200))).json()).toMatchObject({ code: 306 });
  });

  it('rejects a forged or expired signature and re-signs only for the owner', async () => {
    const grant = await target('y.png', 'image', 100);
    const forged = grant.data.uploadUrl.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`);
    expect((await put(forged, Buffer.alloc(10))).json()).toMatchObject({ code: 306 });
    const other = await t.registerUser();
    const stolen = await t.call(
      '/system/upload/api/update/sign',
      { key: grant.data.key },
      { token: other.token },
    );
    expect(stolen.code).toBe(306);
    const renewed = await t.call('/system/upload/api/update/sign', { key: grant.data.key }, { token });
    expect(renewed.data.key).toBe(grant.data.key);
  });

  it('serves an uploaded PDF as a sandboxed download, and an image for pages to show', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer <<>>\n%%EOF\n',
    );
    const grant = await target('guide.pdf', 'document', pdf.length);
    expect((await put(grant.data.uploadUrl, pdf)).statusCode).toBe(200);
    const served = await t.raw({ method: 'GET', url: grant.data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const png = await QRCode.toBuffer('huitang');
    const picture = await target('qr.png', 'image', png.length);
    await put(picture.data.uploadUrl, png);
    const image = await t.raw({ method: 'GET', url: picture.data.fileUrl });
    expect([image.statusCode, image.headers['content-disposition']]).toEqual([200, undefined]);
  });

  it('refuses more bytes than the grant declared, and stores nothing', async () => {
    const png = await QRCode.toBuffer('declared size', { width: 600 });
    const grant = await target('small.png', 'image', 100);
    const response = await put(grant.data.uploadUrl, png);
    expect(response.json<{ code: number }>().code).toBe(601);
    expect((await t.raw({ method: 'GET', url: grant.data.fileUrl })).statusCode).toBe(404);
  });
});

describe('the upload quota', () => {
  it('holds under a burst of parallel grant requests', async () => {
    const quota = await createTestApp({ uploadQuota: { grantsPerHour: 5, bytesPerHour: 3.5 * 1024 * 1024 } });
    try {
      const { token: mine } = await quota.registerUser();
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          quota.call(
            '/system/upload/api/get',
            { fileName: `v${index}.mp4`, fileType: 'video', fileSize: 1024 * 1024 },
            { token: mine },
          ),
        ),
      );
      // Three megabytes allow three of the twenty, though five grants would be allowed by count.
      expect(burst.filter((r) => r.code === 200)).toHaveLength(3);
      expect(
        burst.filter((r) => r.code === 602).every((r) => r.msg === '一小时内上传的文件过多，请稍后再试'),
      ).toBe(true);
      const small = await Promise.all(
        Array.from({ length: 5 }, () =>
          quota.call(
            '/system/upload/api/get',
            { fileName: 'a.png', fileType: 'image', fileSize: 10 },
            { token: mine },
          ),
        ),
      );
      expect(small.filter((r) => r.code === 200)).toHaveLength(2);
    } finally {
      await quota.close();
    }
  });
});
