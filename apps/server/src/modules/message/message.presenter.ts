import type { TLocale, TMsg } from '@huitang/contracts';
import type { TMessageRow } from './message.repository.ts';

export const present = (row: TMessageRow, locale: TLocale): TMsg => ({
  id: row.id,
  title: (locale === 'en' && row.titleEn) || row.title,
  content: (locale === 'en' && row.contentEn) || row.content,
  isRead: row.isRead,
  gmtCreate: row.createdAt.toISOString(),
});
