import { readFile, rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromFile } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { createPathGrants } from '../../../platform/crypto/path-grant.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { invalid, notFound } from '../../../platform/http/errors.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { assertItemOwner } from '../course.policy.ts';
import { documentRepository as repo, type TDocumentRow } from './document.repository.ts';
import { present } from './document.presenter.ts';

/** How long a reading grant lasts: a long read and then some. */
const GRANT_SECONDS = 6 * 3600;
/** The whole document, or its first N pages (made once per N, then kept). */
const WHOLE = 'document.pdf';
const FIRST_PAGES = /^first-(\d{1,5})\.pdf$/;

/** The storage keys (decision 049): the document, and PDFs of its first pages made from it. */
const wholeKey = (id: number) => `documents/${id}.pdf`;
const firstKey = (id: number, pages: number) => `documents/${id}-first-${pages}.pdf`;

/** The number of pages of a PDF pdf-lib can open, or undefined for a damaged or encrypted one. */
const pageCountOf = async (bytes: Buffer) => {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
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
  { storage, secret }: { storage: TStorage; secret: string },
) => {
  const grants = createPathGrants(secret, 'document');

  /** The first `pages` pages as their own PDF, made on first use and kept (a put is whole or nothing). */
  const firstPages = async (id: number, pages: number) => {
    const target = firstKey(id, pages);
    if ((await storage.size(target)) !== undefined) return target;
    const read = await storage.read(wholeKey(id));
    // Without its document there is nothing to cut: the missing file answers 777.
    if (!read || read === 'unsatisfiable') return wholeKey(id);
    const whole = await PDFDocument.load(await buffer(read.body), { updateMetadata: false });
    const part = await PDFDocument.create();
    const copied = await part.copyPages(whole, [...Array(Math.min(pages, whole.getPageCount())).keys()]);
    for (const page of copied) part.addPage(page);
    await storage.put(target, { bytes: Buffer.from(await part.save()) }, 'application/pdf');
    return target;
  };

  return {
    present,
    findMany: (ids: number[]) => repo.findMany(db, ids),

    async owned(user: TSessionUser, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      assertItemOwner(user, row);
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
        const pageCount = await pageCountOf(await readFile(upload.file));
        if (!pageCount) throw invalid('document.unreadable', 'file');
        const row = await repo.insert(db, {
          ownerId,
          fileName: upload.fileName,
          sizeBytes: upload.sizeBytes,
          pageCount,
        });
        await storage.put(wholeKey(row.id), { file: upload.file }, 'application/pdf');
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

    /** The storage key behind a signed path; undefined when the grant is not this file's or expired. */
    async fileFor(id: number, grant: string, file: string) {
      if (!grants.allows(`${id}:${file}`, grant)) return undefined;
      if (file === WHOLE) return wholeKey(id);
      const first = FIRST_PAGES.exec(file);
      return first ? firstPages(id, Number(first[1])) : undefined;
    },
  };
};

export type TDocumentService = ReturnType<typeof createDocumentService>;
