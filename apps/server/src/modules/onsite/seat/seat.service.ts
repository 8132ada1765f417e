import {
  MAX_SEATS,
  seatCount,
  seatPlaces,
  type TAutoAssign,
  type TLocale,
  type TMySeat,
  type TSeatAssign,
  type TSeatChoose,
  type TSeatMapCreate,
  type TSeatMapEdit,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { autoAssign } from './seat-assign.ts';
import {
  presentFound,
  presentMySeat,
  presentSeatMap,
  presentSummary,
  presentUnseated,
} from './seat.presenter.ts';
import { seatRepository as repo, type TSeatMapRow } from './seat.repository.ts';

/** The user's confirmed places, from sign-up (as buyer or by mobile). */
type TPlacesOf = (
  user: TSessionUser,
  meetingId?: number,
) => Promise<{ id: number; meetingId: number; name: string; mobile: string; typeId: number }[]>;

interface TDeps {
  meetings: TMeetingService;
  places: TPlacesOf;
  mobileOf: (userId: number) => Promise<string>;
}

/**
 * Seat maps (console seat, /seat/*): halls made from templates, who sits where, the attendees' own
 * choice. Every change of a seat's occupant runs under the current map's row lock (lockCurrent), so
 * however many people choose at once, a seat gets one person and a person one seat.
 */
/**
 * The seats people hold, as the desk and the badges show them: one person's at a scan, a meeting's
 * for the offline roster and a print run.
 */
export const seatsHeld = {
  by: (db: TDbOrTx, registrationId: number) => repo.heldBy(db, registrationId),
  inMeeting: (db: TDbOrTx, meetingId: number) => repo.heldIn(db, meetingId),
};

export const createSeatService = (db: TDb, { meetings, places, mobileOf }: TDeps) => {
  const present = async (map: TSeatMapRow, locale: TLocale, attendee?: Set<number>) => {
    const [seatRows, occupantRows] = await Promise.all([
      repo.seatsOf(db, map.id),
      repo.occupants(db, map.id),
    ]);
    return presentSeatMap(map, seatRows, occupantRows, locale, attendee);
  };

  const currentOrFail = async (meetingId: number) => {
    const map = await repo.current(db, meetingId);
    if (!map) throw conflict('seat.noMap');
    return map;
  };

  /**
   * Runs `change` holding the current map's lock. Whole-map changes free lapsed people's seats first;
   * a single choice checks only the seat it wants (the rush's lock is held for as little as it can).
   */
  const underLock = <T>(
    meetingId: number,
    change: (tx: TDbOrTx, map: TSeatMapRow) => Promise<T>,
    { releaseLapsed = true } = {},
  ) =>
    db.transaction(async (tx) => {
      const map = await repo.lockCurrent(tx, meetingId);
      if (!map) throw conflict('seat.noMap');
      if (releaseLapsed) await repo.releaseLapsed(tx, map.id);
      return change(tx, map);
    });

  const confirmedPerson = async (tx: TDbOrTx, meetingId: number, mapId: number, registrationId: number) => {
    const [person] = await repo.people(tx, meetingId, mapId, { registrationIds: [registrationId] });
    if (!person) throw notFound();
    return person;
  };

  return {
    async view(user: TSessionUser, meetingId: number, mapId: number | undefined, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const map = mapId ? await repo.byId(db, meetingId, mapId) : await currentOrFail(meetingId);
      if (!map) throw notFound();
      return present(map, locale);
    },

    async create(user: TSessionUser, values: TSeatMapCreate, locale: TLocale) {
      await meetings.authorize(user, values.meetingId);
      if (seatCount(values.layout) > MAX_SEATS) throw invalid('seat.tooMany', 'layout', { max: MAX_SEATS });
      const map = await db.transaction(async (tx) => {
        // A new hall starts empty; the arrangement it replaces stays in the history.
        await repo.lockCurrent(tx, values.meetingId);
        return repo.create(tx, { ...values, selfChoice: false }, seatPlaces(values.layout));
      });
      return present(map, locale);
    },

    /** Brings an earlier arrangement back as the current one (a copy: the history stays as it was). */
    async restore(user: TSessionUser, meetingId: number, mapId: number | undefined, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const old = mapId ? await repo.byId(db, meetingId, mapId) : undefined;
      if (!old) throw notFound();
      const map = await db.transaction(async (tx) => {
        await repo.lockCurrent(tx, meetingId);
        const oldSeats = await repo.seatsOf(tx, old.id);
        const current = await repo.create(
          tx,
          { meetingId, name: old.name, layout: old.layout, selfChoice: old.selfChoice },
          oldSeats.map(({ id: _id, mapId: _mapId, ...seat }) => seat),
        );
        await repo.releaseLapsed(tx, current.id);
        return current;
      });
      return present(map, locale);
    },

    async edit(user: TSessionUser, values: TSeatMapEdit, locale: TLocale) {
      await meetings.authorize(user, values.meetingId);
      const types = await repo.typeIds(db, values.meetingId);
      if (values.seats.some((seat) => seat.typeId !== null && !types.has(seat.typeId)))
        throw invalid('field.invalid', 'typeId');
      const map = await underLock(values.meetingId, async (tx, map) => {
        await repo.editSeats(tx, map.id, values.seats);
        if (values.selfChoice !== undefined) await repo.setSelfChoice(tx, map.id, values.selfChoice);
        return { ...map, selfChoice: values.selfChoice ?? map.selfChoice };
      });
      return present(map, locale);
    },

    async history(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      const rows = await repo.history(db, meetingId);
      return rows.map((row) => presentSummary(row.map, row.seats, row.taken));
    },

    /** The organiser seats, moves (a taken seat swaps its two people) or unseats one person. */
    async assign(user: TSessionUser, { meetingId, registrationId, seatId }: TSeatAssign) {
      await meetings.authorize(user, meetingId);
      await underLock(meetingId, async (tx, map) => {
        await confirmedPerson(tx, meetingId, map.id, registrationId);
        const from = await repo.seatOfPerson(tx, map.id, registrationId);
        if (seatId === null) {
          if (from) await repo.setOccupant(tx, from.id, null);
          return;
        }
        const target = await repo.seat(tx, map.id, seatId);
        if (!target) throw invalid('seat.unknownSeat', 'seatId');
        if (target.blocked) throw conflict('seat.blocked');
        if (target.id === from?.id) return;
        const displaced = target.registrationId;
        if (from) await repo.setOccupant(tx, from.id, null);
        await repo.setOccupant(tx, target.id, registrationId);
        if (displaced && from) await repo.setOccupant(tx, from.id, displaced);
      });
      return null;
    },

    async auto(user: TSessionUser, options: TAutoAssign) {
      await meetings.authorize(user, options.meetingId);
      return underLock(options.meetingId, async (tx, map) => {
        const [seatRows, waiting] = await Promise.all([
          repo.seatsOf(tx, map.id),
          repo.people(tx, options.meetingId, map.id, { unseated: true }),
        ]);
        const free = seatRows.filter((seat) => !seat.blocked && !seat.registrationId);
        const pairs = autoAssign(free, waiting, options);
        await repo.seatMany(tx, pairs);
        return { seated: pairs.length, unseated: waiting.length - pairs.length };
      });
    },

    async unseated(user: TSessionUser, meetingId: number, keyword: string, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const map = await currentOrFail(meetingId);
      const rows = await repo.people(db, meetingId, map.id, { unseated: true, keyword, limit: 500 });
      return rows.map((row) => presentUnseated(row, locale));
    },

    /** The big screen's search: a whole mobile finds its owner, anything else a name or unit. */
    async find(user: TSessionUser, meetingId: number, keyword: string, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const map = await currentOrFail(meetingId);
      const byMobile = /^1\d{10}$/.test(keyword);
      const rows = await repo.people(db, meetingId, map.id, {
        ...(byMobile ? { mobile: keyword } : { keyword }),
        limit: 20,
      });
      return rows.map((row) => presentFound(row, locale));
    },

    /** The attendee's seats, one per confirmed place in a meeting that has a seat map. */
    async mine(user: TSessionUser, meetingId: number | undefined): Promise<TMySeat[]> {
      const mine = await places(user, meetingId);
      const [maps, taken] = await Promise.all([
        repo.currentMaps(db, [...new Set(mine.map((place) => place.meetingId))]),
        repo.currentSeatsOf(
          db,
          mine.map((place) => place.id),
        ),
      ]);
      const mapOf = new Map(maps.map((map) => [map.meetingId, map]));
      const seatOf = new Map(taken.map((seat) => [seat.registrationId, seat]));
      return mine.flatMap((place) => {
        const map = mapOf.get(place.meetingId);
        if (!map) return [];
        return [presentMySeat(place, map, seatOf.get(place.id))];
      });
    },

    /** The hall as an attendee choosing sees it: which seats are free, nobody's name. */
    async hall(user: TSessionUser, meetingId: number, locale: TLocale) {
      const mine = await places(user, meetingId);
      if (!mine.length) throw conflict('seat.notAttendee');
      return present(await currentOrFail(meetingId), locale, new Set(mine.map((place) => place.id)));
    },

    /** An attendee takes a free seat (giving up the one they had): the seat rush's one door. */
    async choose(user: TSessionUser, { meetingId, registrationId, seatId }: TSeatChoose): Promise<TMySeat> {
      // One primary-key read proves the place is the caller's (as buyer or by mobile), before the lock.
      const place = await repo.ownPlace(db, registrationId, user.userId, await mobileOf(user.userId));
      if (!place || place.meetingId !== meetingId) throw conflict('seat.notAttendee');
      const { map, seat } = await underLock(
        meetingId,
        async (tx, map) => {
          if (!map.selfChoice) throw conflict('seat.choiceClosed');
          const seat = await repo.seat(tx, map.id, seatId);
          if (!seat) throw invalid('seat.unknownSeat', 'seatId');
          if (seat.blocked) throw conflict('seat.blocked');
          if (seat.typeId !== null && seat.typeId !== place.typeId) throw conflict('seat.otherZone');
          if (seat.registrationId === registrationId) return { map, seat };
          // A seat whose person has since cancelled or been refunded is free.
          if (seat.registrationId && (await repo.holdsPlace(tx, seat.registrationId)))
            throw conflict('seat.taken');
          // Their old seat is freed first: (map, person) is unique at every row written.
          await repo.unseat(tx, map.id, [registrationId]);
          await repo.setOccupant(tx, seat.id, registrationId);
          return { map, seat };
        },
        { releaseLapsed: false },
      );
      return presentMySeat(place, map, { seatId: seat.id, row: seat.row, number: seat.number });
    },
  };
};
export type TSeatService = ReturnType<typeof createSeatService>;
