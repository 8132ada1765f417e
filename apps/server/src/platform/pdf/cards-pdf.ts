import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { embedCjkFont } from './cjk-font.ts';
import { qrGrid } from '../qr/qr-code.ts';
/** A field placed on a card: top-left corner in mm from the card's top-left; size in pt (text) or mm (the QR). */
export interface TCardField {
  /** The value's name; the field named `qr` is drawn as a QR code of its value. */
  key: string;
  x: number;
  y: number;
  size: number;
  align: 'left' | 'center';
  bold: boolean;
}

/** A card's size, and how many sit on an A4 sheet (1×1: a page of the card's own size). */
export interface TCardSize {
  widthMm: number;
  heightMm: number;
  columns: number;
  rows: number;
}

export interface TCardBackground {
  bytes: Uint8Array;
  kind: 'png' | 'jpg';
}

/** A background's bytes when it is one of our PNG or JPEG uploads on this disk; otherwise the card prints without. */
export const uploadedBackground = async (
  uploadsDir: string,
  url: string,
): Promise<TCardBackground | null> => {
  if (!url.startsWith('/uploads/')) return null;
  const file = path.join(uploadsDir, url.slice('/uploads/'.length));
  if (!file.startsWith(uploadsDir)) return null;
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return null;
  return { bytes, kind: /\.png$/i.test(url) ? 'png' : 'jpg' };
};

const PT_PER_MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const SMALLEST_SHRINK = 0.6;

/** The largest size up to the field's own that fits the width, down to 60% of it; past that, cut with an ellipsis. */
const fitted = (font: PDFFont, text: string, size: number, width: number) => {
  for (let s = size; s >= size * SMALLEST_SHRINK; s -= 0.5)
    if (font.widthOfTextAtSize(text, s) <= width) return { text, size: s };
  const small = size * SMALLEST_SHRINK;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, small) > width) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: small };
};

/**
 * A QR code drawn as vector rectangles, one per run of dark modules in a row: sharp at any printer's
 * resolution, and a few hundred bytes a badge where an embedded PNG took kilobytes and its encoding
 * most of the time.
 */
const drawQr = (page: PDFPage, text: string, left: number, top: number, side: number) => {
  const grid = qrGrid(text);
  const cell = side / grid.size;
  // Raw `re` operators and one fill: drawRectangle per run wrote eight operators each and was the slow part.
  const runs = [];
  for (let row = 0; row < grid.size; row++) {
    let run = -1;
    for (let column = 0; column <= grid.size; column++) {
      const dark = column < grid.size && grid.dark(row, column);
      if (dark && run < 0) run = column;
      if (!dark && run >= 0) {
        runs.push(rectangle(left + run * cell, top - (row + 1) * cell, (column - run) * cell, cell));
        run = -1;
      }
    }
  }
  // A white quiet zone of two modules around it, so a dark background does not stop a scanner.
  const margin = 2 * cell;
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(1, 1, 1),
    rectangle(left - margin, top - side - margin, side + 2 * margin, side + 2 * margin),
    fill(),
    setFillingRgbColor(0, 0, 0),
    ...runs,
    fill(),
    popGraphicsState(),
  );
};

interface TBox {
  page: PDFPage;
  left: number;
  top: number;
  width: number;
  height: number;
}

const drawField = (
  box: TBox,
  field: TCardField,
  value: string | undefined,
  fonts: { regular: PDFFont; bold?: PDFFont | undefined },
) => {
  if (!value) return;
  const x = box.left + field.x * PT_PER_MM;
  const y = box.top - field.y * PT_PER_MM;
  if (field.key === 'qr') {
    drawQr(box.page, value, x, y, field.size * PT_PER_MM);
    return;
  }
  const font = field.bold && fonts.bold ? fonts.bold : fonts.regular;
  const room = field.align === 'center' ? box.width : box.left + box.width - x - 2 * PT_PER_MM;
  const fit = fitted(font, value, field.size, room);
  const width = font.widthOfTextAtSize(fit.text, fit.size);
  box.page.drawText(fit.text, {
    x: field.align === 'center' ? box.left + (box.width - width) / 2 : x,
    // The field's y is the top of its line; the baseline sits a font ascent (≈ 0.88 em for Noto) below.
    y: y - fit.size * 0.88,
    size: fit.size,
    font,
    color: rgb(0.1, 0.1, 0.1),
  });
};

/**
 * Cards (badges, certificates) as one PDF: a page per card when it is a card of its own size, A4
 * sheets of labels otherwise; the background stretched to each card, each field where it is placed.
 * Texts shrink to fit their room, then are cut with an ellipsis.
 */
export const cardsPdf = async (
  { size, fields, title }: { size: TCardSize; fields: TCardField[]; title: string },
  cards: Record<string, string>[],
  background: TCardBackground | null,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const wantsBold = fields.some((field) => field.bold && field.key !== 'qr');
  // Every text the cards print, so the fonts hold exactly their characters.
  const printed = cards.flatMap((values) => fields.map((field) => values[field.key] ?? '')).join('');
  const [regular, bold, image] = await Promise.all([
    embedCjkFont(doc, 'regular', printed),
    wantsBold ? embedCjkFont(doc, 'bold', printed) : undefined,
    background
      ? background.kind === 'png'
        ? doc.embedPng(background.bytes)
        : doc.embedJpg(background.bytes)
      : undefined,
  ]);
  const width = size.widthMm * PT_PER_MM;
  const height = size.heightMm * PT_PER_MM;
  const perPage = size.columns * size.rows;
  let page: PDFPage | undefined;
  for (const [index, values] of cards.entries()) {
    const slot = index % perPage;
    if (slot === 0) page = perPage === 1 ? doc.addPage([width, height]) : doc.addPage([A4.width, A4.height]);
    const top = (perPage === 1 ? height : A4.height) - Math.floor(slot / size.columns) * height;
    const box = { page: page!, left: (slot % size.columns) * width, top, width, height };
    if (image) page!.drawImage(image, { x: box.left, y: top - height, width, height });
    for (const field of fields) drawField(box, field, values[field.key], { regular, bold });
  }
  doc.setTitle(title);
  doc.setCreator('Huitang');
  return doc.save();
};
