import type { TModerationItem } from '@huitang/contracts';
import { plainText } from '../../../platform/search/segment.ts';
import type { TQueueEntry } from './report.repository.ts';

const EXCERPT_CHARS = 160;

export const presentEntry = (row: TQueueEntry): TModerationItem => ({
  kind: row.kind,
  id: row.id,
  questionId: row.question_id,
  title: row.title,
  excerpt: plainText(row.content).replace(/\s+/g, ' ').trim().slice(0, EXCERPT_CHARS),
  author: { id: row.author_id, name: row.author_name, avatar: row.author_avatar },
  status: row.status,
  reportCount: row.report_count,
  reasons: row.reasons ?? [],
  gmtModified: new Date(row.updated_at).toISOString(),
});
