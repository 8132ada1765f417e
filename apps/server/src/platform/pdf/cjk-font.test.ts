import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cutCjkFont, embedCjkFont } from './cjk-font.ts';

const text = '心电图判读要点 张伟 华东医学教育中心 A区12排 Dr. Li';

describe('the CJK font cut for a PDF', () => {
  it('keeps a drawn glyph for every character of the text, in a few kilobytes', async () => {
    const cut = await cutCjkFont('regular', text);
    expect(cut.length).toBeLessThan(30_000);
    const font = fontkit.create(cut);
    const glyphs = font.layout(text.replace(/\s/g, '')).glyphs;
    expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    expect(glyphs.filter((glyph) => glyph.path.toSVG() === '')).toEqual([]);
  });

  it('embeds into a PDF that measures and draws the text', async () => {
    const doc = await PDFDocument.create();
    const font = await embedCjkFont(doc, 'bold', text);
    expect(font.widthOfTextAtSize('张伟', 20)).toBeGreaterThan(30);
    doc.addPage().drawText(text, { x: 20, y: 700, size: 20, font });
    expect((await doc.save()).length).toBeLessThan(40_000);
  });
});
