import {
  MeetingStatus,
  translate,
  type TLocale,
  type TMeeting,
  type TMeetingPublic,
  type TMeetingSaveRequest,
  type TMeetingUpdateRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TNotifiedCache } from '../../platform/cache/notified-cache.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import {
  assertCanPublish,
  assertOwnedAccess,
  createOwnership,
  type TOwnedAction,
} from '../organization/ownership.service.ts';
import { presentCardPage, presentCardRow, presentMeeting, presentPublic } from './meeting.presenter.ts';
import {
  meetingRepository,
  ownedBy,
  type TMeetingChanges,
  type TMeetingRow,
  type TNewMeeting,
} from './meeting.repository.ts';

type TMeetingFields = Omit<TMeetingUpdateRequest, 'id'>;

/** Stored form of the editable fields (rich text came cleaned by its schema): an empty domain stored as none. */
const toRow = (fields: TMeetingFields) =>
  ({
    ...fields,
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
    meetingDomain: fields.meetingDomain || null,
  }) satisfies Omit<TNewMeeting, 'creatorId'>;

/**
 * Writes a meeting, turning a taken sub-domain or a category that does not exist (the only reference
 * a caller chooses) into a message instead of a 500.
 */
const guardMeetingWrite = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('meeting.domainTaken');
    if (isForeignKeyViolation(error)) throw invalid('field.invalid', 'categoryId');
    throw error;
  }
};

export const MEETING_CHANNEL = 'huitang_meeting';
/** The cache group of the public lists; any meeting's change is also a change of the lists. */
const LISTS = 'lists';

/** Public reads of listed meetings come from the notified cache; organiser writes announce changes. */
export const createMeetingService = (
  db: TDb,
  cache: TNotifiedCache<object>,
  organizations: TOrganizationService,
) => {
  /** A meeting's change is a change of the public lists too. */
  const changed = async (meetingId: number) => {
    await cache.changed(db, String(meetingId));
    await cache.changed(db, LISTS);
  };

  const cachedIn = async <T extends object>(group: string, key: string, compute: () => Promise<T>) => {
    const hit = cache.get(group, key) as T | undefined;
    if (hit) return hit;
    const value = await compute();
    cache.set(group, key, value);
    return value;
  };
  /** Public lists of meetings, kept as the public views are, under one group of their own. */
  const listed = <T extends object>(key: string, compute: () => Promise<T>) => cachedIn(LISTS, key, compute);

  /** Loads the meeting and checks the caller may act on it (306), or answers 777 when it is missing. */
  const ownership = createOwnership(organizations);
  const authorize = async (
    user: TSessionUser,
    id: number,
    action: TOwnedAction = 'manage',
  ): Promise<TMeetingRow> => {
    // The meeting and the caller's role in one statement, read once by a page render's calls of it
    // (render-reads.ts); a row is never changed in place.
    const found = await readOncePerRender(user, `meeting ${id}`, () =>
      meetingRepository.findForCaller(db, id, user.userId),
    );
    if (!found) throw notFound();
    assertOwnedAccess(found.meeting, user, found.callerRole ?? undefined, action);
    return found.meeting;
  };

  return {
    authorize,
    changed,
    /** The meetings the caller manages, as a condition on `meetings` for other modules' lists across them. */
    managedBy: async (user: TSessionUser) => ownedBy(await ownership.scope(user))!,
    /** The stored meeting whatever its state, or undefined; callers decide who may see what. */
    find: async (id: number): Promise<TMeetingRow | undefined> =>
      (await meetingRepository.find(db, id))?.meeting,

    /** Writes fields of a meeting the caller has already authorised, and announces the change. */
    async applyChanges(id: number, changes: TMeetingChanges): Promise<TMeetingRow> {
      const row = await meetingRepository.update(db, id, changes);
      if (!row) throw notFound();
      await changed(id);
      return row;
    },

    /** Cached public data of a meeting, computed once per language until the meeting changes. */
    cached: <T extends object>(meetingId: number, key: string, compute: () => Promise<T>): Promise<T> =>
      cachedIn(String(meetingId), key, compute),

    async list(
      user: TSessionUser,
      request: {
        pageCurrent: number;
        pageSize: number;
        keyword?: string | undefined;
        meetingStatus?: number | undefined;
      },
    ) {
      const scope = await ownership.scope(user);
      const { list, totalCount } = await meetingRepository.manageList(db, scope, request, sliceOf(request));
      return toPage(
        list.map((row) => presentMeeting(row.meeting)),
        totalCount,
        request,
      );
    },

    async create(user: TSessionUser, { orgId, ...fields }: TMeetingSaveRequest): Promise<TMeeting> {
      assertCanPublish(user);
      const owner = await ownership.owningOrg(user, orgId);
      const row = await guardMeetingWrite(() =>
        meetingRepository.insert(db, { ...toRow(fields), creatorId: user.userId, orgId: owner }),
      );
      return presentMeeting(row);
    },

    async update(user: TSessionUser, { id, ...fields }: TMeetingUpdateRequest): Promise<TMeeting> {
      await authorize(user, id);
      const row = await guardMeetingWrite(() => meetingRepository.update(db, id, toRow(fields)));
      await changed(id);
      return presentMeeting(row!);
    },

    view: async (user: TSessionUser, id: number) => presentMeeting(await authorize(user, id)),

    async push(user: TSessionUser, id: number, meetingStatus: 0 | 1): Promise<TMeeting> {
      const current = await authorize(user, id);
      const listing = meetingStatus === MeetingStatus.LISTED;
      const row = await meetingRepository.update(db, id, {
        meetingStatus,
        // The first listing is the publish time; delisting and listing again keeps it.
        publishTime: listing ? (current.publishTime ?? new Date()) : current.publishTime,
      });
      await changed(id);
      return presentMeeting(row!);
    },

    async copy(user: TSessionUser, id: number, locale: TLocale): Promise<TMeeting> {
      const source = await authorize(user, id);
      const { id: _id, createdAt: _c, updatedAt: _u, publishTime: _p, ...fields } = source;
      const suffix = translate('meeting.copySuffix', locale);
      const row = await meetingRepository.insert(db, {
        ...fields,
        meetingName: `${fields.meetingName.slice(0, 100 - suffix.length)}${suffix}`,
        creatorId: user.userId,
        meetingStatus: MeetingStatus.DELISTED,
        meetingDomain: null,
      });
      return presentMeeting(row);
    },

    async remove(user: TSessionUser, id: number): Promise<void> {
      const meeting = await authorize(user, id, 'delete');
      if (meeting.meetingStatus === MeetingStatus.LISTED) throw conflict('meeting.listedCannotDelete');
      await meetingRepository.delete(db, id);
      await changed(id);
    },

    async publicList(
      request: {
        pageCurrent: number;
        pageSize: number;
        keyword?: string | undefined;
        categoryId?: number | undefined;
        timeState?: 'notStarted' | 'inProgress' | 'ended' | undefined;
        orgId?: number | undefined;
      },
      locale: TLocale,
    ) {
      // Every page of the site lists meetings; the lists go with any public change (decision 016).
      return listed(`list:${locale}:${JSON.stringify(request)}`, async () =>
        presentCardPage(await meetingRepository.publicList(db, request, sliceOf(request)), request, locale),
      );
    },

    /**
     * Cards of the given meetings in that order (a person's followed list, the live list), those
     * visitors may see only: listed, their institution not disabled.
     */
    async cards(ids: number[], locale: TLocale) {
      const found = new Map(
        (await meetingRepository.visibleAmong(db, ids)).map((row) => [row.meeting.id, row]),
      );
      return ids.flatMap((id) => {
        const row = found.get(id);
        return row ? [presentCardRow(row, locale)] : [];
      });
    },

    /** Listed meetings for everyone; an unlisted one only as a preview for those who run it, else 777. */
    async publicView(
      id: number,
      preview: boolean,
      caller: TSessionUser | null,
      locale: TLocale,
    ): Promise<TMeetingPublic> {
      const cacheKey = `view:${locale}`;
      const hit = preview ? undefined : (cache.get(String(id), cacheKey) as TMeetingPublic | undefined);
      if (hit) return hit;
      const found = await meetingRepository.find(db, id);
      if (!found) throw notFound();
      const listed = found.meeting.meetingStatus === MeetingStatus.LISTED;
      let isPreview = false;
      if (preview && caller) {
        isPreview = await authorize(caller, id).then(
          () => true,
          () => false,
        );
      }
      if (!listed && !isPreview) throw notFound();
      const org = found.meeting.orgId ? await organizations.find(found.meeting.orgId) : undefined;
      if (org?.isDisabled && !isPreview) throw notFound();
      const view = presentPublic(found.meeting, found.category, org, locale, isPreview);
      if (!isPreview) cache.set(String(id), cacheKey, view);
      return view;
    },

    async categories(locale: TLocale) {
      const rows = await meetingRepository.categories(db);
      return rows.map((row) => ({ id: row.id, name: locale === 'en' && row.nameEn ? row.nameEn : row.name }));
    },

    /** Categories as subjects to browse by, each with its number of listed meetings. */
    async subjects(locale: TLocale) {
      const [categories, counts] = await Promise.all([
        this.categories(locale),
        meetingRepository.categoryCounts(db),
      ]);
      return categories.map((category) => ({ ...category, meetingCount: counts.get(category.id) ?? 0 }));
    },

    /** The meeting bar: listed meetings on now or soon, soonest first. */
    async bar(pageSize: number, locale: TLocale) {
      const cards = await listed(`bar:${locale}:${pageSize}`, async () => ({
        cards: (await meetingRepository.upcoming(db, pageSize)).map((row) => presentCardRow(row, locale)),
      }));
      return cards.cards;
    },
  };
};

export type TMeetingService = ReturnType<typeof createMeetingService>;
