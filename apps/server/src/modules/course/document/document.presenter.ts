import type { TDocument } from '@huitang/contracts';
import type { TDocumentRow } from './document.repository.ts';

export const present = (row: TDocumentRow): TDocument => ({
  id: row.id,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  pageCount: row.pageCount,
});
