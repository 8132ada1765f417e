import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import type { TDocument } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { createPathGrants } from '../../../platform/crypto/path-grant.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { forbidden, invalid, notFound } from '../../../platform/http/errors.ts';
import { documentRepository as repo, type TDocumentRow } from './document.repository.ts';

/** How long a reading grant lasts: a long read and then some. */
const GRANT_SECONDS = 6 * 3600;
/** The whole document, or its first N pages (made once per N, then kept). */
const WHOLE = 'document.pdf';
const FIRST_PAGES = /^first-(\d{1,5})\.pdf$/;

/** The number of pages of a PDF pdf-lib can open, or undefined for a damaged or encrypted one. */
const pageCountOf = async (file: string) => {
  try {
    const pdf = await PDFDocument.load(await readFile(file), { updateMetadata: false });
    return pdf.getPageCount() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * PDFs of document periods (SPEC library): an upload is kept only if its bytes are a PDF pdf-lib can
 * read, outside the public files. Readers get a signed, expiring path to either the whole document or a
 * PDF of its first pages, so a visitor's browser never holds a page it may not read.
 */
export const createDocumentService = (
  db: TDb,
  { documentDir, secret }: { documentDir: string; secret: string },
) => {
  const fileOf = (id: number) => path.join(documentDir, `${id}.pdf`);
  const grants = createPathGrants(secret, 'document');

  const present = (row: TDocumentRow): TDocument => ({
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    pageCount: row.pageCount,
  });

  /** The first `pages` pages as their own PDF, made on first use (to a temporary name, then moved). */
  const firstPages = async (id: number, pages: number) => {
    const target = path.join(documentDir, `${id}-first-${pages}.pdf`);
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    if (await exists(target)) return target;
    // Without its document there is nothing to cut: the missing file answers 777.
    if (!(await exists(fileOf(id)))) return fileOf(id);
    const whole = await PDFDocument.load(await readFile(fileOf(id)), { updateMetadata: false });
    const part = await PDFDocument.create();
    const copied = await part.copyPages(whole, [...Array(Math.min(pages, whole.getPageCount())).keys()]);
    for (const page of copied) part.addPage(page);
    const temporary = `${target}.${randomUUID()}`;
    await writeFile(temporary, await part.save());
    await rename(temporary, target);
    return target;
  };

  return {
    present,
    findMany: (ids: number[]) => repo.findMany(db, ids),

    async owned(user: TSessionUser, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      if (row.ownerId !== user.userId) throw forbidden();
      return row;
    },

    /** A finished upload: refused (and deleted) unless it is a readable PDF, else kept as a document. */
    async uploaded(ownerId: number, upload: { file: string; fileName: string; sizeBytes: number }) {
      try {
        const sniffed = await fileTypeFromFile(upload.file);
        if (sniffed?.ext !== 'pdf')
          throw invalid('document.notPdf', 'file', {
            type: sniffed ? `${sniffed.ext} (${sniffed.mime})` : '?',
          });
        const pageCount = await pageCountOf(upload.file);
        if (!pageCount) throw invalid('document.unreadable', 'file');
        const row = await repo.insert(db, {
          ownerId,
          fileName: upload.fileName,
          sizeBytes: upload.sizeBytes,
          pageCount,
        });
        await mkdir(documentDir, { recursive: true });
        await rename(upload.file, fileOf(row.id));
        return present(row);
      } finally {
        await rm(upload.file, { force: true });
      }
    },

    /** The path a reader opens: the whole document, or a PDF of its first `readable` pages. */
    readPath(row: TDocumentRow, readable: number) {
      const file = readable >= row.pageCount ? WHOLE : `first-${readable}.pdf`;
      return `/course/document/${row.id}/${grants.grant(`${row.id}:${file}`, GRANT_SECONDS)}/${file}`;
    },

    /** The file on disk behind a signed path; undefined when the grant is not this file's or expired. */
    async fileFor(id: number, grant: string, file: string) {
      if (!grants.allows(`${id}:${file}`, grant)) return undefined;
      if (file === WHOLE) return fileOf(id);
      const first = FIRST_PAGES.exec(file);
      return first ? firstPages(id, Number(first[1])) : undefined;
    },
  };
};

export type TDocumentService = ReturnType<typeof createDocumentService>;
