import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TInfoStatus } from '@huitang/contracts';
import { zones } from './system.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * The categories of information articles inside one of the platform's zones (SPEC
 * article/zone/category/list). A zone taken away takes its categories with it; their articles stay,
 * uncategorised, for the admin to file again.
 */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial().primaryKey(),
    zoneId: integer()
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    categoryName: varchar({ length: 20 }).notNull(),
    categoryNameEn: varchar({ length: 40 }).notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (table) => [index('article_categories_zone').on(table.zoneId, table.sort)],
);

/**
 * An information article (SPEC /info): written by the platform admin, filed under a zone's
 * category, published or kept as a draft, and recommended in an order the admin sets.
 */
export const infoArticles = pgTable(
  'info_articles',
  {
    id: serial().primaryKey(),
    categoryId: integer().references(() => articleCategories.id, { onDelete: 'set null' }),
    title: varchar({ length: 100 }).notNull(),
    /** The admin's own lead, or the first words of the text when left blank. */
    summary: varchar({ length: 300 }).notNull().default(''),
    cover: varchar({ length: 500 }).notNull().default(''),
    /** Where the article comes from (来源) and who wrote it, shown under the title. */
    source: varchar({ length: 50 }).notNull().default(''),
    author: varchar({ length: 30 }).notNull().default(''),
    /** Sanitised rich text (platform/html/sanitize.ts). */
    content: text().notNull().default(''),
    status: varchar({ length: 16 }).$type<TInfoStatus>().notNull().default('draft'),
    /** Recommended articles (article/recommend/list), lowest order first. */
    isRecommended: boolean().notNull().default(false),
    recommendSort: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    publishedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    index('info_articles_category').on(table.categoryId, table.publishedAt),
    index('info_articles_published').on(table.status, table.publishedAt),
  ],
);
