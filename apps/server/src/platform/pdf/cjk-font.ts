import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Noto Sans SC ships with the platform as an npm package (@expo-google-fonts/noto-sans-sc, OFL), so
 * Chinese prints in real glyphs on any machine, fonts-noto-cjk or not. Read once per process.
 */
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};
export type TCjkWeight = keyof typeof fontFiles;

const require = createRequire(import.meta.url);
/** subset-font (harfbuzz) ships no types: the one call made of it. */
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'truetype' },
) => Promise<Buffer>;

const fontCache = new Map<TCjkWeight, Promise<Buffer>>();
const fontBytes = (weight: TCjkWeight) => {
  let bytes = fontCache.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(fontFiles[weight]));
    fontCache.set(weight, bytes);
  }
  return bytes;
};

/** The font cut by harfbuzz to the characters of `text`, the ellipsis and the space: a few kilobytes. */
export const cutCjkFont = async (weight: TCjkWeight, text: string) =>
  subsetFont(await fontBytes(weight), [...new Set(`${text}… `)].join(''), { targetFormat: 'truetype' });

/**
 * The font cut to the characters of `text`, then embedded whole. pdf-lib's own subsetting
 * (@pdf-lib/fontkit) writes most glyphs of this 30,000-glyph font empty, so a page showed one
 * character in ten; harfbuzz's cut is complete. Texts drawn with the font must use only the
 * characters of `text`.
 */
export const embedCjkFont = async (doc: PDFDocument, weight: TCjkWeight, text: string): Promise<PDFFont> => {
  doc.registerFontkit(fontkit);
  // Without ligatures and localised forms: pdf-lib maps a drawn glyph back to its text by the glyph's
  // own character, which an "fi" ligature or Noto's localised digits do not have, so an English
  // certificate copied or searched read "Certiacate no. HTOMOQ" for "Certificate no. HT2026".
  return doc.embedFont(await cutCjkFont(weight, text), {
    subset: false,
    features: { liga: false, locl: false },
  });
};
