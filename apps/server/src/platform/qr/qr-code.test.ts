import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrDataUrl, qrGrid, qrPng } from './qr-code.ts';

const TEXT = 'https://www.huitang.cn/account/meetingcenter/sign?id=7&code=abc';

const decodePng = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return {
    width: image.width,
    text: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data,
  };
};

describe('QR codes', () => {
  it('draws a PNG of the asked width that a phone reads back as the text', async () => {
    expect(decodePng(await qrPng(TEXT, { width: 320 }))).toEqual({ width: 320, text: TEXT });
  });

  it('gives the same picture as a data URL', async () => {
    const url = await qrDataUrl(TEXT, { width: 240, margin: 2 });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(decodePng(png)).toEqual({ width: 240, text: TEXT });
  });

  it('gives the grid of modules a PDF draws, which reads back as the text', () => {
    const grid = qrGrid(TEXT);
    // Paint it 8 pixels a module with a 4-module quiet zone, as a printer would, and scan it.
    const scale = 8;
    const side = (grid.size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / scale) - 4;
        const column = Math.floor(x / scale) - 4;
        const inside = row >= 0 && column >= 0 && row < grid.size && column < grid.size;
        if (inside && grid.dark(row, column)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    expect(jsQR(pixels, side, side)?.data).toBe(TEXT);
  });
});
