import type { TCourseFile } from '@huitang/contracts';
import type { TCourseFileRow } from './course-file.repository.ts';

export const present = (row: TCourseFileRow): TCourseFile => ({
  id: row.id,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
});
