import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TTimeState } from '@huitang/contracts';
import { meetingCategories, meetings, organizations, orgMembers } from '../../../db/schema/index.ts';
import { ownedByScope, type TManageScope } from '../../platform/db/ownership.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';
import { matchQuery } from '../../platform/db/text-search.ts';
import { meetingSearchVector, type TMeetingSearchField, type TMeetingSearchFields } from './search-vector.ts';

/** Every column but the search vector, which only the database reads (decision 009). */
const { searchVector: _searchVector, ...meetingColumns } = getTableColumns(meetings);
export { meetingColumns };

/** What visitors may list: listed meetings, except those of a disabled institution (their pages answer 777). */
export const visibleToVisitors = and(
  eq(meetings.meetingStatus, 1),
  sql`not exists (select 1 from ${organizations} where ${organizations.id} = ${meetings.orgId} and ${organizations.isDisabled})`,
)!;

export type TMeetingRow = Omit<typeof meetings.$inferSelect, 'searchVector'>;
export type TNewMeeting = Omit<typeof meetings.$inferInsert, 'searchVector'>;
/** A change to a meeting: the searched fields all together (so its vector can be rebuilt), or none. */
export type TMeetingChanges = Omit<Partial<TNewMeeting>, TMeetingSearchField> &
  (Required<TMeetingSearchFields> | { [K in TMeetingSearchField]?: never });

const touchesSearch = (
  changes: TMeetingChanges,
): changes is TMeetingChanges & Required<TMeetingSearchFields> => changes.meetingName !== undefined;

const timeStateWhere = (state: TTimeState): SQL | undefined => {
  switch (state) {
    case 'notStarted':
      return gt(meetings.startTime, sql`now()`);
    case 'ended':
      return lt(meetings.endTime, sql`now()`);
    case 'inProgress':
      return and(sql`${meetings.startTime} <= now()`, sql`${meetings.endTime} >= now()`);
  }
};

/** Meetings with what a card shows besides the meeting: its category and its institution's name. */
const cardColumns = {
  meeting: meetingColumns,
  category: meetingCategories,
  orgName: organizations.orgName,
  orgNameEn: organizations.orgNameEn,
};

const selectCards = (db: TDbOrTx) =>
  db
    .select(cardColumns)
    .from(meetings)
    .leftJoin(meetingCategories, eq(meetingCategories.id, meetings.categoryId))
    .leftJoin(organizations, eq(organizations.id, meetings.orgId));

/**
 * Every call of a meeting's console authorises it by this read (meeting.service.ts `authorize`), so
 * it is a named statement: its SQL built once, parsed and planned once per connection.
 */
const findById = preparedPerHandle((db) =>
  selectCards(db)
    .where(eq(meetings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('meeting_card_by_id'),
);

/**
 * The meeting's card with the caller's role in its institution (null when they are not its member, or
 * the meeting is a lecturer's own): all that authorising a console call reads, in one named statement
 * instead of the card and then the role (a person belongs to one institution at most).
 */
const findForCallerById = preparedPerHandle((db) =>
  db
    .select({
      meeting: meetingColumns,
      category: meetingCategories,
      orgName: organizations.orgName,
      orgNameEn: organizations.orgNameEn,
      callerRole: orgMembers.role,
    })
    .from(meetings)
    .leftJoin(meetingCategories, eq(meetingCategories.id, meetings.categoryId))
    .leftJoin(organizations, eq(organizations.id, meetings.orgId))
    .leftJoin(
      orgMembers,
      and(eq(orgMembers.orgId, meetings.orgId), eq(orgMembers.userId, sql.placeholder('userId'))),
    )
    .where(eq(meetings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('meeting_card_for_caller'),
);

const paged = async (
  db: TDbOrTx,
  where: SQL | undefined,
  { offset, limit }: TSlice,
  newestFirst: boolean,
) => {
  // The count rides on the page's rows, an uncorrelated subquery PostgreSQL runs once (the page
  // still stops at its limit); a page past the end has no row to carry it, so only then is it
  // counted alone.
  const rows = await db
    .select({
      ...cardColumns,
      total: sql<number>`(select count(*)::int from ${meetings} where ${where ?? sql`true`})`,
    })
    .from(meetings)
    .leftJoin(meetingCategories, eq(meetingCategories.id, meetings.categoryId))
    .leftJoin(organizations, eq(organizations.id, meetings.orgId))
    .where(where)
    .orderBy(newestFirst ? desc(meetings.createdAt) : desc(meetings.startTime), desc(meetings.id))
    .offset(offset)
    .limit(limit);
  const totalCount =
    rows[0]?.total ??
    (offset > 0 ? ((await db.select({ total: count() }).from(meetings).where(where))[0]?.total ?? 0) : 0);
  return { list: rows.map(({ total: _total, ...card }) => card), totalCount };
};

export type { TManageScope };

/** The meetings a scope manages, as a condition on `meetings`. */
export const ownedBy = (scope: TManageScope) => ownedByScope(scope, meetings);

export const meetingRepository = {
  async find(db: TDbOrTx, id: number) {
    const rows = await findById(db).execute({ id });
    return rows[0];
  },

  /** The meeting's card and the caller's role in its institution, or undefined for an unknown id. */
  async findForCaller(db: TDbOrTx, id: number, userId: number) {
    const rows = await findForCallerById(db).execute({ id, userId });
    return rows[0];
  },

  /** Those of the given meetings that visitors may see (listed, their institution not disabled). */
  visibleAmong(db: TDbOrTx, ids: number[]) {
    return ids.length ? selectCards(db).where(and(visibleToVisitors, inArray(meetings.id, ids))) : [];
  },

  async insert(db: TDbOrTx, meeting: TNewMeeting): Promise<TMeetingRow> {
    const rows = await db
      .insert(meetings)
      .values({ ...meeting, searchVector: meetingSearchVector(meeting) })
      .returning(meetingColumns);
    return rows[0]!;
  },

  async update(db: TDbOrTx, id: number, changes: TMeetingChanges): Promise<TMeetingRow | undefined> {
    const rows = await db
      .update(meetings)
      .set({
        ...changes,
        ...(touchesSearch(changes) ? { searchVector: meetingSearchVector(changes) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(meetings.id, id))
      .returning(meetingColumns);
    return rows[0];
  },

  async delete(db: TDbOrTx, id: number): Promise<void> {
    await db.delete(meetings).where(eq(meetings.id, id));
  },

  /** The meetings a person manages: their institutions' and their own lecturer meetings. */
  manageList(
    db: TDbOrTx,
    scope: TManageScope,
    filter: { keyword?: string | undefined; meetingStatus?: number | undefined },
    slice: TSlice,
  ) {
    const where = and(
      ownedBy(scope),
      anyContains(filter.keyword, meetings.meetingName),
      filter.meetingStatus === undefined ? undefined : eq(meetings.meetingStatus, filter.meetingStatus),
    );
    return paged(db, where, slice, true);
  },

  /** Listed meetings for visitors, nearest upcoming first within each filter. */
  publicList(
    db: TDbOrTx,
    filter: {
      keyword?: string | undefined;
      categoryId?: number | undefined;
      timeState?: TTimeState | undefined;
      orgId?: number | undefined;
    },
    slice: TSlice,
  ) {
    const where = and(
      visibleToVisitors,
      anyContains(filter.keyword, meetings.meetingName, meetings.meetingNameEn),
      filter.categoryId ? eq(meetings.categoryId, filter.categoryId) : undefined,
      filter.orgId ? eq(meetings.orgId, filter.orgId) : undefined,
      filter.timeState ? timeStateWhere(filter.timeState) : undefined,
    );
    return paged(db, where, slice, false);
  },

  /** Listed meetings not yet over, the soonest to start first (the meeting bar). */
  upcoming(db: TDbOrTx, limit: number) {
    return selectCards(db)
      .where(and(visibleToVisitors, sql`${meetings.endTime} >= now()`))
      .orderBy(asc(meetings.startTime), asc(meetings.id))
      .limit(limit);
  },

  /** Every category with the number of listed meetings in it. */
  async categoryCounts(db: TDbOrTx): Promise<Map<number, number>> {
    const rows = await db
      .select({ categoryId: meetings.categoryId, total: count() })
      .from(meetings)
      .where(visibleToVisitors)
      .groupBy(meetings.categoryId);
    return new Map(rows.flatMap((row) => (row.categoryId === null ? [] : [[row.categoryId, row.total]])));
  },

  categories(db: TDbOrTx) {
    return db
      .select()
      .from(meetingCategories)
      .orderBy(asc(meetingCategories.sort), asc(meetingCategories.id));
  },

  /**
   * Listed meetings matching every word, best match first, then the latest start. Meetings of a
   * disabled institution are left out: their page answers 777.
   */
  async search(db: TDbOrTx, words: string[], { offset, limit }: TSlice) {
    const query = matchQuery(words);
    const where = and(visibleToVisitors, sql`${meetings.searchVector} @@ ${query}`);
    const [list, total] = await Promise.all([
      selectCards(db)
        .where(where)
        .orderBy(
          desc(sql`ts_rank(${meetings.searchVector}, ${query})`),
          desc(meetings.startTime),
          desc(meetings.id),
        )
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(meetings).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /**
   * The next meetings after `afterId` that have no search vector yet (saved before search existed),
   * or all of them when the dictionary changed (`everyMeeting`).
   */
  unindexed(db: TDbOrTx, afterId: number, limit: number, everyMeeting = false) {
    return db
      .select(meetingColumns)
      .from(meetings)
      .where(and(everyMeeting ? undefined : isNull(meetings.searchVector), gt(meetings.id, afterId)))
      .orderBy(asc(meetings.id))
      .limit(limit);
  },

  /**
   * Indexes a meeting unless a save has indexed it meanwhile (that one is newer); a rebuild for a
   * new dictionary (`again`) writes over the vector it read with.
   */
  async index(db: TDbOrTx, id: number, fields: TMeetingSearchFields, again = false) {
    await db
      .update(meetings)
      .set({ searchVector: meetingSearchVector(fields) })
      .where(and(eq(meetings.id, id), again ? undefined : isNull(meetings.searchVector)));
  },

  /** Every meeting with its own sub-domain label. */
  async domains(db: TDbOrTx): Promise<{ id: number; label: string }[]> {
    const rows = await db
      .select({ id: meetings.id, label: meetings.meetingDomain })
      .from(meetings)
      .where(isNotNull(meetings.meetingDomain));
    return rows.map((row) => ({ id: row.id, label: row.label! }));
  },
};
