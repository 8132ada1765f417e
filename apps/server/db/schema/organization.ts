import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TOrgCategory, TPageComponent } from '@huitang/contracts';
import { users } from './user.ts';

/** Requests to become a lecturer (type 2) or an institution (type 3), reviewed by the platform. */
export const applications = pgTable(
  'applications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).notNull().$type<'lecturer' | 'organization'>(),
    status: smallint().notNull().default(0),
    form: jsonb().$type<Record<string, string>>().notNull(),
    rejectReason: varchar({ length: 200 }).notNull().default(''),
    reviewerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open application per user, even when two submissions race.
    uniqueIndex('applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    index('applications_status_created').on(t.status, t.createdAt),
  ],
);

export const orgNoSeq = pgSequence('org_no_seq', { startWith: 10001 });

export const organizations = pgTable('organizations', {
  id: serial().primaryKey(),
  orgNo: varchar({ length: 16 })
    .notNull()
    .unique()
    .default(sql`('O' || nextval('org_no_seq')::text)`),
  orgName: varchar({ length: 64 }).notNull(),
  /** The name English pages show; the Chinese one where it is empty. */
  orgNameEn: varchar({ length: 128 }).notNull().default(''),
  shortName: varchar({ length: 16 }).notNull(),
  logo: varchar({ length: 500 }).notNull(),
  licenseImg: varchar({ length: 500 }).notNull(),
  contactName: varchar({ length: 32 }).notNull(),
  contactMobile: varchar({ length: 11 }).notNull(),
  address: varchar({ length: 200 }).notNull(),
  introduction: text().notNull(),
  /** The introduction English pages show; the Chinese one where it is empty. */
  introductionEn: text().notNull().default(''),
  pageComponent: jsonb().$type<TPageComponent>().notNull(),
  /** What kind of institution it is (ORG_CATEGORIES), for the directory's filter; '' until chosen. */
  category: varchar({ length: 16 }).$type<TOrgCategory | ''>().notNull().default(''),
  isDisabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const orgMembers = pgTable(
  'org_members',
  {
    id: serial().primaryKey(),
    orgId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 8 }).notNull().$type<'owner' | 'admin' | 'member'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A person belongs to one institution: their centre is that institution's.
  (t) => [uniqueIndex('org_members_user').on(t.userId), index('org_members_org').on(t.orgId)],
);

/** Secrets are AES-256-GCM sealed (platform/crypto/secret-box.ts); only hints ever leave the server. */
export const orgPayConfigs = pgTable('org_pay_configs', {
  orgId: integer()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  alipayEnabled: boolean().notNull().default(false),
  alipayAppId: varchar({ length: 32 }).notNull().default(''),
  alipayPublicKey: text().notNull().default(''),
  alipayPrivateKeySealed: text().notNull().default(''),
  wechatEnabled: boolean().notNull().default(false),
  wechatMchId: varchar({ length: 32 }).notNull().default(''),
  wechatAppId: varchar({ length: 32 }).notNull().default(''),
  wechatSerialNo: varchar({ length: 64 }).notNull().default(''),
  wechatApiV3KeySealed: text().notNull().default(''),
  wechatPrivateKeySealed: text().notNull().default(''),
  /** WeChat Pay's platform public key and its serial: callbacks are verified with them. */
  wechatPlatformPublicKey: text().notNull().default(''),
  wechatPlatformSerial: varchar({ length: 64 }).notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const lecturerProfiles = pgTable('lecturer_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 32 }).notNull(),
  position: varchar({ length: 64 }).notNull(),
  organization: varchar({ length: 64 }).notNull().default(''),
  headImgUrl: varchar({ length: 500 }).notNull(),
  introduction: text().notNull(),
  email: varchar({ length: 100 }).notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
