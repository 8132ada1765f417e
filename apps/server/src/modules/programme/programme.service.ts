import type { TGuestTalkPublic, TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import { presentProgramme, presentRow, withItems } from './programme.presenter.ts';
import { certifiedProfiles } from './guests/guest-claim.service.ts';
import { programmeRepository, type TInsertOf, type TSortedKind } from './programme.repository.ts';

/**
 * A meeting's guests as visitors see them: a certified guest's entry shows their own profile, unless
 * the organiser keeps this meeting's texts (decision 039).
 */
const guestsAsShown = async (db: TDbOrTx, meetingId: number) => {
  const guests = await programmeRepository.list(db, 'guest', meetingId);
  const owners = [
    ...new Set(guests.flatMap((g) => (g.claimedBy !== null && !g.keepOwnText ? [g.claimedBy] : []))),
  ];
  if (owners.length === 0) return guests;
  const byUser = await certifiedProfiles(db, owners);
  return guests.map((guest) => {
    const profile = guest.keepOwnText || guest.claimedBy === null ? undefined : byUser.get(guest.claimedBy);
    return profile ? { ...guest, ...profile } : guest;
  });
};

const guestCollator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');

export const createProgrammeService = (db: TDb, meetings: TMeetingService) => {
  /** The sessions with their items and each item's guests: all the console's session calls answer. */
  const sessionRows = async (meetingId: number) => {
    const [sessions, items, links] = await Promise.all([
      programmeRepository.sessions(db, meetingId),
      programmeRepository.items(db, meetingId),
      programmeRepository.itemGuests(db, meetingId),
    ]);
    return withItems(sessions, items, links);
  };

  const allRows = async (meetingId: number) => {
    const [dates, places, guests, notices, accessories, sessions] = await Promise.all([
      programmeRepository.list(db, 'date', meetingId),
      programmeRepository.list(db, 'place', meetingId),
      guestsAsShown(db, meetingId),
      programmeRepository.list(db, 'notice', meetingId),
      programmeRepository.list(db, 'accessory', meetingId),
      sessionRows(meetingId),
    ]);
    return { dates, places, guests, notices, accessories, sessions };
  };

  /** What a visitor (or the organiser, previewing) reads; the same visibility as the meeting. */
  const programme = async (
    meetingId: number,
    preview: boolean,
    caller: TSessionUser | null,
    locale: TLocale,
  ) => {
    const build = async () => {
      const meeting = await meetings.publicView(meetingId, preview, caller, locale);
      return {
        meeting,
        programme: presentProgramme(await allRows(meetingId), locale, meeting.hasMultilingual),
      };
    };
    return preview ? build() : meetings.cached(meetingId, `programme:${locale}`, build);
  };

  const list = async <K extends TSortedKind>(kind: K, meetingId: number) =>
    (await programmeRepository.list(db, kind, meetingId)).map((row) => presentRow(kind, row));

  /** The row's meeting, after checking the caller runs it; 777 for a missing row. */
  const authorizeRow = async (user: TSessionUser, kind: TSortedKind, id: number) => {
    const row = await programmeRepository.find(db, kind, id);
    if (!row) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };

  const assertBelongs = (ids: number[], rows: { id: number }[], field: string) => {
    const known = new Set(rows.map((row) => row.id));
    if (!ids.every((id) => known.has(id))) throw invalid('field.invalid', field);
  };

  return {
    /** Public reads for pages whose visibility the caller has already decided (the meeting page's look). */
    publicItems: <K extends TSortedKind>(kind: K, meetingId: number) =>
      programmeRepository.list(db, kind, meetingId),
    publicItem: <K extends TSortedKind>(kind: K, id: number) => programmeRepository.find(db, kind, id),

    async list<K extends TSortedKind>(kind: K, user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return list(kind, meetingId);
    },

    async save<K extends TSortedKind>(
      kind: K,
      user: TSessionUser,
      request: { id?: number | undefined } & TInsertOf<K>,
    ) {
      const { id, ...values } = request;
      await meetings.authorize(user, values.meetingId);
      if (id === undefined) {
        await programmeRepository.insert(db, kind, values as TInsertOf<K>);
      } else {
        const row = await authorizeRow(user, kind, id);
        if (row.meetingId !== values.meetingId) throw notFound();
        const changes = values as TInsertOf<K>;
        // A guest entry given another mobile is no longer the certified person's (decision 039).
        if ('mobile' in row && 'mobile' in changes && row.mobile !== changes.mobile)
          Object.assign(changes, { claimedBy: null });
        await programmeRepository.update(db, kind, id, changes);
      }
      await meetings.changed(values.meetingId);
      return list(kind, values.meetingId);
    },

    async remove<K extends TSortedKind>(kind: K, user: TSessionUser, id: number) {
      const row = await authorizeRow(user, kind, id);
      await programmeRepository.remove(db, kind, id);
      await meetings.changed(row.meetingId);
      return list(kind, row.meetingId);
    },

    async reorder<K extends TSortedKind>(kind: K, user: TSessionUser, meetingId: number, ids: number[]) {
      await meetings.authorize(user, meetingId);
      // A row of another meeting in the list refuses the whole order, as sorting registration types does.
      assertBelongs(ids, await programmeRepository.list(db, kind, meetingId), 'ids');
      await programmeRepository.reorder(db, kind, meetingId, ids);
      await meetings.changed(meetingId);
      return list(kind, meetingId);
    },

    /** Guests in the order of their names (pinyin for Chinese names). */
    async sortGuestsByName(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      const guests = await programmeRepository.list(db, 'guest', meetingId);
      const ids = [...guests].sort((a, b) => guestCollator.compare(a.name, b.name)).map((guest) => guest.id);
      if (ids.length) await programmeRepository.reorder(db, 'guest', meetingId, ids);
      await meetings.changed(meetingId);
      return list('guest', meetingId);
    },

    async sessions(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return sessionRows(meetingId);
    },

    async saveSession(
      user: TSessionUser,
      {
        id,
        ...values
      }: Omit<Parameters<typeof programmeRepository.saveSession>[2], 'id'> & { id?: number | undefined },
    ) {
      await meetings.authorize(user, values.meetingId);
      assertBelongs([values.dateId], await programmeRepository.list(db, 'date', values.meetingId), 'dateId');
      if (values.placeId) {
        assertBelongs(
          [values.placeId],
          await programmeRepository.list(db, 'place', values.meetingId),
          'placeId',
        );
      }
      if (id !== undefined) {
        const current = await programmeRepository.findSession(db, id);
        if (current?.meetingId !== values.meetingId) throw notFound();
      }
      await programmeRepository.saveSession(db, id, values);
      await meetings.changed(values.meetingId);
      return sessionRows(values.meetingId);
    },

    async removeSession(user: TSessionUser, id: number) {
      const session = await programmeRepository.findSession(db, id);
      if (!session) throw notFound();
      await meetings.authorize(user, session.meetingId);
      await programmeRepository.removeSession(db, id);
      await meetings.changed(session.meetingId);
      return sessionRows(session.meetingId);
    },

    async saveItem(
      user: TSessionUser,
      request: {
        meetingId: number;
        id?: number | undefined;
        sessionId: number;
        startTime: string;
        endTime: string;
        title: string;
        titleEn: string;
        guestIds: number[];
      },
    ) {
      const { id, guestIds, ...values } = request;
      await meetings.authorize(user, values.meetingId);
      const session = await programmeRepository.findSession(db, values.sessionId);
      if (session?.meetingId !== values.meetingId) throw invalid('field.invalid', 'sessionId');
      assertBelongs(guestIds, await programmeRepository.list(db, 'guest', values.meetingId), 'guestIds');
      if (id !== undefined) {
        const current = await programmeRepository.findItem(db, id);
        if (current?.meetingId !== values.meetingId) throw notFound();
      }
      await db.transaction((tx) => programmeRepository.saveItem(tx, id, values, guestIds));
      await meetings.changed(values.meetingId);
      return sessionRows(values.meetingId);
    },

    async removeItem(user: TSessionUser, id: number) {
      const item = await programmeRepository.findItem(db, id);
      if (!item) throw notFound();
      await meetings.authorize(user, item.meetingId);
      await programmeRepository.removeItem(db, id);
      await meetings.changed(item.meetingId);
      return sessionRows(item.meetingId);
    },

    programme,

    /** A venue's sessions, as its meeting's programme shows them (the agenda beside its live). */
    async placeSessions(placeId: number, locale: TLocale) {
      const place = await programmeRepository.find(db, 'place', placeId);
      if (!place) throw notFound();
      const { programme: shown } = await programme(place.meetingId, false, null, locale);
      return shown.sessions.filter((session) => session.placeId === placeId);
    },

    /** The talks a guest gives, in the order of the programme, with their session, day and venue. */
    async guestTalks(guestId: number, locale: TLocale): Promise<TGuestTalkPublic[]> {
      const guest = await programmeRepository.find(db, 'guest', guestId);
      if (!guest) throw notFound();
      const { programme: shown } = await programme(guest.meetingId, false, null, locale);
      const days = new Map(shown.dates.map((date) => [date.id, date.day]));
      const places = new Map(shown.places.map((place) => [place.id, place.name]));
      return shown.sessions.flatMap((session) =>
        session.items
          .filter((item) => item.guestIds.includes(guestId))
          .map((item) => ({
            id: item.id,
            sessionId: session.id,
            placeId: session.placeId,
            day: days.get(session.dateId) ?? '',
            startTime: item.startTime,
            endTime: item.endTime,
            title: item.title,
            session: session.title,
            place: session.placeId === null ? '' : (places.get(session.placeId) ?? ''),
          })),
      );
    },

    /** A listed meeting's attachment, for the public download link. */
    async accessory(id: number) {
      const row = await programmeRepository.find(db, 'accessory', id);
      if (!row) throw notFound();
      await meetings.publicView(row.meetingId, false, null, 'zh');
      return row;
    },
  };
};

export type TProgrammeService = ReturnType<typeof createProgrammeService>;
