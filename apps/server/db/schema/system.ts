import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TWebInfo } from '@huitang/contracts';

/** Key/value facts of the installation: generated secrets, the demo-seed marker. */
export const appMeta = pgTable('app_meta', {
  key: varchar({ length: 64 }).primaryKey(),
  value: text().notNull(),
});

export const webInfo = pgTable('web_info', {
  id: smallint().primaryKey(),
  data: jsonb().$type<TWebInfo>().notNull(),
  /** English overrides of the texts in data; fields left out fall back to data. */
  dataEn: jsonb().$type<Partial<TWebInfo>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const navBars = pgTable('nav_bars', {
  id: serial().primaryKey(),
  navTitle: varchar({ length: 32 }).notNull(),
  navTitleEn: varchar({ length: 64 }).notNull().default(''),
  navUrl: varchar({ length: 500 }).notNull(),
  target: varchar({ length: 16 }).notNull().default('_self'),
  platShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  isShow: boolean().notNull().default(true),
});

export const footerNavGroups = pgTable('footer_nav_groups', {
  id: serial().primaryKey(),
  navName: varchar({ length: 32 }).notNull(),
  navNameEn: varchar({ length: 64 }).notNull().default(''),
  sort: integer().notNull().default(0),
});

export const footerNavArticles = pgTable('footer_nav_articles', {
  id: serial().primaryKey(),
  groupId: integer()
    .notNull()
    .references(() => footerNavGroups.id, { onDelete: 'cascade' }),
  navName: varchar({ length: 32 }).notNull(),
  navNameEn: varchar({ length: 64 }).notNull().default(''),
  content: text().notNull(),
  contentEn: text().notNull().default(''),
  sort: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const friendLinks = pgTable('friend_links', {
  id: serial().primaryKey(),
  linkName: varchar({ length: 64 }).notNull(),
  linkNameEn: varchar({ length: 128 }).notNull().default(''),
  linkUrl: varchar({ length: 500 }).notNull(),
  linkTarget: varchar({ length: 16 }).notNull().default('_blank'),
  sort: integer().notNull().default(0),
});

export const adverts = pgTable('adverts', {
  id: serial().primaryKey(),
  advTitle: varchar({ length: 100 }).notNull(),
  advTitleEn: varchar({ length: 200 }).notNull().default(''),
  advImg: varchar({ length: 500 }).notNull(),
  advUrl: varchar({ length: 500 }).notNull().default(''),
  advTarget: varchar({ length: 16 }).notNull().default('_self'),
  platShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  isShow: boolean().notNull().default(true),
});

export const zones = pgTable('zones', {
  id: serial().primaryKey(),
  zoneName: varchar({ length: 64 }).notNull(),
  zoneNameEn: varchar({ length: 128 }).notNull().default(''),
  zoneDesc: varchar({ length: 500 }).notNull().default(''),
  zoneDescEn: varchar({ length: 1000 }).notNull().default(''),
  zoneImg: varchar({ length: 500 }).notNull().default(''),
  zoneUrl: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
});

export const vipSets = pgTable('vip_sets', {
  id: serial().primaryKey(),
  vipName: varchar({ length: 64 }).notNull(),
  vipNameEn: varchar({ length: 128 }).notNull().default(''),
  vipPrice: varchar({ length: 16 }).notNull(),
  vipDays: integer().notNull(),
  vipDesc: varchar({ length: 500 }).notNull().default(''),
  vipDescEn: varchar({ length: 1000 }).notNull().default(''),
  sort: integer().notNull().default(0),
});

export const provinces = pgTable('provinces', {
  id: serial().primaryKey(),
  code: varchar({ length: 6 }).notNull().unique(),
  provinceName: varchar({ length: 32 }).notNull(),
  provinceNameEn: varchar({ length: 64 }).notNull(),
});

export const uploads = pgTable(
  'uploads',
  {
    key: varchar({ length: 300 }).primaryKey(),
    userId: integer().notNull(),
    category: varchar({ length: 16 }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    maxSize: bigint({ mode: 'number' }).notNull(),
    size: bigint({ mode: 'number' }),
    contentType: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('uploads_user_created').on(t.userId, t.createdAt)],
);
