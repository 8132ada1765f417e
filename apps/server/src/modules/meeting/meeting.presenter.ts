import {
  timeStateOf,
  type TLocale,
  type TMeeting,
  type TMeetingCard,
  type TMeetingPublic,
  type TPage,
  type TPageRequest,
} from '@huitang/contracts';
import type { meetingCategories } from '../../../db/schema/index.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TOrgRow } from '../organization/organization.repository.ts';
import type { TMeetingRow } from './meeting.repository.ts';

type TCategoryRow = typeof meetingCategories.$inferSelect;

export const presentMeeting = (row: TMeetingRow): TMeeting => ({
  id: row.id,
  meetingName: row.meetingName,
  meetingNameEn: row.meetingNameEn,
  categoryId: row.categoryId,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  provinceCode: row.provinceCode,
  city: row.city,
  cityEn: row.cityEn,
  address: row.address,
  addressEn: row.addressEn,
  cover: row.cover,
  introduction: row.introduction,
  introductionEn: row.introductionEn,
  organizer: row.organizer,
  organizerEn: row.organizerEn,
  hasMultilingual: row.hasMultilingual,
  meetingDomain: row.meetingDomain ?? '',
  meetingStatus: row.meetingStatus as TMeeting['meetingStatus'],
  orgId: row.orgId,
  publishTime: row.publishTime?.toISOString() ?? null,
  timeState: timeStateOf(row.startTime.toISOString(), row.endTime.toISOString()),
  gmtCreate: row.createdAt.toISOString(),
});

/** The visitor's language when the meeting is multilingual and has that text; Chinese otherwise. */
const textIn = (row: TMeetingRow, locale: TLocale) => (zh: string, en: string) =>
  locale === 'en' && row.hasMultilingual && en ? en : zh;

/** An institution's name in the visitor's language: its English name where it gave one. */
export const orgNameIn = (org: { orgName: string; orgNameEn: string }, locale: TLocale) =>
  locale === 'en' && org.orgNameEn ? org.orgNameEn : org.orgName;

/** A meeting as its card shows it; with no organiser given, its institution is the organiser. */
export const presentCard = (
  row: TMeetingRow,
  category: TCategoryRow | null,
  orgName: string | null,
  locale: TLocale,
): TMeetingCard => {
  const text = textIn(row, locale);
  return {
    id: row.id,
    meetingName: text(row.meetingName, row.meetingNameEn),
    cover: row.cover,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    city: text(row.city, row.cityEn),
    organizer: text(row.organizer, row.organizerEn) || (orgName ?? ''),
    categoryName: category ? (locale === 'en' && category.nameEn ? category.nameEn : category.name) : '',
    timeState: timeStateOf(row.startTime.toISOString(), row.endTime.toISOString()),
  };
};

/** A page of meeting cards from a repository's rows and count (the public list, the search). */
type TCardRow = {
  meeting: TMeetingRow;
  category: TCategoryRow | null;
  orgName: string | null;
  orgNameEn: string | null;
};

/** A card from a meeting read with its category and institution, the institution named in `locale`. */
export const presentCardRow = (row: TCardRow, locale: TLocale): TMeetingCard =>
  presentCard(
    row.meeting,
    row.category,
    row.orgName === null ? null : orgNameIn({ orgName: row.orgName, orgNameEn: row.orgNameEn ?? '' }, locale),
    locale,
  );

export const presentCardPage = (
  found: { list: TCardRow[]; totalCount: number },
  request: TPageRequest,
  locale: TLocale,
): TPage<TMeetingCard> =>
  toPage(
    found.list.map((row) => presentCardRow(row, locale)),
    found.totalCount,
    request,
  );

export const presentPublic = (
  row: TMeetingRow,
  category: TCategoryRow | null,
  org: TOrgRow | undefined,
  locale: TLocale,
  isPreview: boolean,
): TMeetingPublic => {
  const text = textIn(row, locale);
  return {
    ...presentCard(row, category, org ? orgNameIn(org, locale) : null, locale),
    hasMultilingual: row.hasMultilingual,
    provinceCode: row.provinceCode,
    address: text(row.address, row.addressEn),
    introduction: text(row.introduction, row.introductionEn),
    meetingStatus: row.meetingStatus as TMeetingPublic['meetingStatus'],
    org: org ? { id: org.id, orgName: orgNameIn(org, locale), logo: org.logo } : null,
    meetingDomain: row.meetingDomain ?? '',
    isPreview,
  };
};
