import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { textsUnder, translate, type TLocale, type TPaperRecord } from '@huitang/contracts';
import { simpleSheet } from '../../platform/http/files/xlsx-book.ts';
import { chinaClock } from '@huitang/contracts';
import { PUBLIC_FILES_PREFIX } from '../../platform/storage/local-storage.ts';

const COLUMNS = textsUnder('paper.column.');

/** The organiser's list as a sheet: one row per paper, authors and units in order, reviews summed up. */
export const paperSheet = (papers: TPaperRecord[], locale: TLocale) =>
  simpleSheet(
    translate('paper.column.title', locale),
    Object.values(COLUMNS).map((column) => column[locale]),
    papers.map((paper) => [
      paper.id,
      paper.title,
      paper.typeName,
      paper.topic,
      paper.authors.map((author) => author.name).join('、'),
      [...new Set(paper.authors.map((author) => author.unit).filter(Boolean))].join('；'),
      paper.authors.find((author) => author.corresponding)?.name ?? '',
      paper.submitterMobile,
      paper.keywords.join('、'),
      paper.abstract,
      paper.files.map((file) => file.fileName).join('、'),
      translate(`paper.status.${paper.status}`, locale),
      paper.averageScore,
      paper.reviews.filter((review) => review.score !== null).length,
      chinaClock(paper.submittedAt),
    ]),
  );

/** Names inside the zip: no slashes or characters a file system refuses, and not endless. */
const safeName = (name: string) =>
  [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 80);

/** A stored file's bytes: from the local disk, or from the bucket's public address. */
const openFile = async (url: string, uploadsDir: string): Promise<Readable> => {
  if (url.startsWith(PUBLIC_FILES_PREFIX)) {
    const key = url.slice(PUBLIC_FILES_PREFIX.length);
    if (key.includes('..')) throw new Error(`bad file key ${key}`);
    return createReadStream(path.join(uploadsDir, key));
  }
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`fetching ${url}: ${response.status}`);
  return Readable.fromWeb(response.body as never);
};

/**
 * The papers' attachments as one zip, streamed as it is built: a folder per paper named by its number
 * and title. A file that cannot be read is skipped and named in missing.txt, so one lost file does not
 * cost the organiser the other thousand.
 */
export const papersZip = (papers: TPaperRecord[], uploadsDir: string) => {
  const zip = archiver('zip', { zlib: { level: 1 } });
  void (async () => {
    const missing: string[] = [];
    for (const paper of papers) {
      const folder = safeName(`${paper.id}-${paper.title}`);
      for (const file of paper.files) {
        try {
          const stream = await openFile(file.url, uploadsDir);
          await new Promise<void>((resolve, reject) => {
            stream.once('error', reject);
            stream.once('open', () => resolve());
            stream.once('readable', () => resolve());
          });
          zip.append(stream, { name: `${folder}/${safeName(file.fileName)}` });
        } catch {
          missing.push(`${folder}/${file.fileName}`);
        }
      }
    }
    if (missing.length) zip.append(`${missing.join('\n')}\n`, { name: 'missing.txt' });
    await zip.finalize();
  })().catch((error: unknown) => zip.emit('error', error));
  return zip;
};
