import { timingSafeEqual } from 'node:crypto';
import {
  chinaClock,
  seatLabel,
  translate,
  type TCheckInListRequest,
  type TDeskChanges,
  type TDeskRoster,
  type TLocale,
  type TMessageKey,
  type TScanResult,
  type TSelfSignRequest,
  type TSignRequest,
  type TSyncRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { qrPng } from '../../../platform/qr/qr-code.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TProgrammeService } from '../../programme/programme.service.ts';
import type { TCredentialSigner } from '../../sign-up/credential-signature.ts';
import type { TSeatOfPerson } from '../seat/seat.repository.ts';
import { seatsHeld } from '../seat/seat.service.ts';
import { checkInRepository, type TDeskRow } from './check-in.repository.ts';

interface TDeps {
  meetings: TMeetingService;
  programme: TProgrammeService;
  credentials: TCredentialSigner;
  /** The user's confirmed places and mobile (the self check-in at the door QR). */
  places: (user: TSessionUser, meetingId: number) => Promise<{ id: number; mobile: string }[]>;
  mobileOf: (userId: number) => Promise<string>;
}

/** The desk name a self check-in is recorded under. */
const SELF_DESK = '自助签到 Self';

const REFUSED_STATUS: Record<string, TMessageKey> = {
  unpaid: 'desk.unpaid',
  pending: 'desk.pending',
  cancelled: 'desk.cancelled',
  refunded: 'desk.refunded',
  rejected: 'desk.rejected',
};

interface TScanContext {
  user: TSessionUser;
  locale: TLocale;
  /** When the desk scanned (an offline desk's queued time), and its scan's id for replays. */
  at: Date;
  clientId?: string | undefined;
}

/**
 * The on-site desk: check-in by a scanned credential or a row of the list, meals and materials, venue
 * sign-in, the roster an offline desk keeps and the feed of other desks' check-ins.
 */
export const createCheckInService = (
  db: TDb,
  { meetings, programme, credentials, places, mobileOf }: TDeps,
) => {
  const typeNameOf = (row: TDeskRow, locale: TLocale) => (locale === 'en' && row.typeNameEn) || row.typeName;
  const personOf = (row: TDeskRow, seat: TSeatOfPerson | undefined, locale: TLocale) => ({
    id: row.id,
    name: row.name,
    unit: row.unit,
    typeName: typeNameOf(row, locale),
    seat: seat ? seatLabel(seat, seat.kind, locale) : '',
  });
  const codeOf = (row: TDeskRow) =>
    credentials.text({ meetingId: row.meetingId, registrationId: row.id }, row.credentialCode);

  /** Which registration a request means, or why it cannot be checked in (a red answer, logged). */
  const resolve = async (
    request: TSignRequest,
  ): Promise<{ row: TDeskRow } | { refused: TMessageKey; row?: TDeskRow }> => {
    if (request.credential === undefined) {
      const row = await checkInRepository.one(db, request.id!);
      if (!row || row.meetingId !== request.meetingId || row.deletedAt) throw notFound();
      return { row };
    }
    const claim = credentials.read(request.credential);
    if (!claim) return { refused: 'desk.forged' };
    if (claim.meetingId !== request.meetingId) return { refused: 'desk.otherMeeting' };
    const row = await checkInRepository.one(db, claim.registrationId);
    if (!row || row.meetingId !== claim.meetingId || !credentials.genuine(claim, row.credentialCode))
      return { refused: 'desk.forged' };
    if (row.deletedAt) return { refused: 'desk.unknown' };
    return { row };
  };

  const placeName = async (user: TSessionUser, meetingId: number, placeId: number) => {
    const places = await programme.list('place', user, meetingId);
    const place = places.find((p) => p.id === placeId);
    if (!place) throw invalid('desk.placeOtherMeeting', 'placeId');
    return place.name;
  };

  /** A desk's scan: the caller must run the meeting, and a venue must be one of its own. */
  const scan = async (request: TSignRequest, context: TScanContext): Promise<TScanResult> => {
    await meetings.authorize(context.user, request.meetingId);
    if (request.placeId !== undefined) await placeName(context.user, request.meetingId, request.placeId);
    return record(request, context);
  };

  /** Checks in (or signs in at a venue) whoever the request means, by the desk's rules; the caller is cleared. */
  const record = async (request: TSignRequest, context: TScanContext): Promise<TScanResult> => {
    const { user, locale, at, clientId } = context;
    const text = (key: TMessageKey, params: Record<string, string> = {}) => translate(key, locale, params);
    const found = await resolve(request);
    const seat = found.row && (await seatsHeld.by(db, found.row.id));
    const refusal = 'refused' in found ? found.refused : REFUSED_STATUS[found.row.status];
    const write = {
      meetingId: request.meetingId,
      desk: request.desk,
      byUserId: user.userId,
      at,
      clientId,
      placeId: request.placeId,
    };
    if (refusal) {
      await checkInRepository.log(db, {
        ...write,
        registrationId: found.row?.id ?? null,
        kind: 'refused',
        detail: `${translate(refusal, 'zh')} ${request.credential ?? ''}`.slice(0, 200),
      });
      return {
        verdict: 'red',
        message: text(refusal),
        person: found.row ? personOf(found.row, seat, locale) : null,
        checkedInAt: null,
        desk: '',
      };
    }
    const { row } = found as { row: TDeskRow };
    const person = personOf(row, seat, locale);
    return db.transaction(async (tx) => {
      const heard = clientId ? await checkInRepository.heardKind(tx, clientId) : undefined;
      if (heard) {
        // The desk sent this scan before and lost the answer: the same answer again, nothing written.
        const now = (await checkInRepository.one(tx, row.id))!;
        const first = heard === 'in' || heard === 'place';
        return {
          verdict: first ? 'green' : 'amber',
          message: first
            ? text(heard === 'in' ? 'desk.checkedIn' : 'desk.placeSigned')
            : text('desk.already', { time: chinaClock(now.checkedInAt ?? at), desk: now.desk || '—' }),
          person,
          checkedInAt: now.checkedInAt?.toISOString() ?? null,
          desk: now.desk,
        };
      }
      const registrationId = row.id;
      if (request.placeId !== undefined) {
        const place = await checkInRepository.signAtPlace(tx, request.placeId, { ...write, registrationId });
        await checkInRepository.log(tx, { ...write, registrationId, kind: 'place' });
        return place.first
          ? {
              verdict: 'green',
              message: text('desk.placeSigned'),
              person,
              checkedInAt: at.toISOString(),
              desk: request.desk,
            }
          : {
              verdict: 'amber',
              message: text('desk.alreadyPlace', { time: chinaClock(place.signedAt) }),
              person,
              checkedInAt: place.signedAt.toISOString(),
              desk: request.desk,
            };
      }
      if (await checkInRepository.checkIn(tx, { ...write, registrationId })) {
        await checkInRepository.log(tx, { ...write, registrationId, kind: 'in' });
        return {
          verdict: 'green',
          message: text('desk.checkedIn'),
          person,
          checkedInAt: at.toISOString(),
          desk: request.desk,
        };
      }
      const first = (await checkInRepository.one(tx, registrationId))!;
      await checkInRepository.log(tx, {
        ...write,
        registrationId,
        kind: 'refused',
        detail: 'already checked in',
      });
      return {
        verdict: 'amber',
        message: text('desk.already', { time: chinaClock(first.checkedInAt), desk: first.desk || '—' }),
        person,
        checkedInAt: first.checkedInAt!.toISOString(),
        desk: first.desk,
      };
    });
  };

  /** The row's meeting after checking the caller runs it; 777 when it is not a live registration. */
  const ownedRow = async (user: TSessionUser, id: number) => {
    const row = await checkInRepository.one(db, id);
    if (!row || row.deletedAt) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };

  return {
    sign: (user: TSessionUser, request: TSignRequest, locale: TLocale) =>
      scan(request, { user, locale, at: new Date() }),

    /**
     * An attendee checks themselves in by scanning the door QR (the meeting's, or a venue's): the code
     * proves they are at the door, their own confirmed registration (by their mobile, or their only one)
     * is the one checked in.
     */
    async self(user: TSessionUser, request: TSelfSignRequest, locale: TLocale): Promise<TScanResult> {
      const expected = Buffer.from(credentials.doorCode(request.meetingId, request.placeId ?? 0));
      const given = Buffer.from(request.code);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw invalid('desk.badDoorCode', 'code');
      const [mine, mobile] = await Promise.all([places(user, request.meetingId), mobileOf(user.userId)]);
      const own = mine.find((place) => place.mobile === mobile) ?? (mine.length === 1 ? mine[0] : undefined);
      if (!own)
        return {
          verdict: 'red',
          message: translate('desk.notAttendee', locale),
          person: null,
          checkedInAt: null,
          desk: '',
        };
      const sign = { meetingId: request.meetingId, desk: SELF_DESK, id: own.id, placeId: request.placeId };
      return record(sign, { user, locale, at: new Date() });
    },

    /** The door QR as a PNG: the address of the self check-in page with this door's code. */
    async doorQr(
      user: TSessionUser,
      query: { meetingId: number; placeId?: number | undefined },
      origin: string,
    ) {
      await meetings.authorize(user, query.meetingId);
      if (query.placeId !== undefined) await placeName(user, query.meetingId, query.placeId);
      const code = credentials.doorCode(query.meetingId, query.placeId ?? 0);
      const place = query.placeId === undefined ? '' : `&place=${query.placeId}`;
      return qrPng(`${origin}/account/meetingcenter/sign?id=${query.meetingId}${place}&code=${code}`, {
        width: 480,
        margin: 2,
      });
    },

    /**
     * An offline desk's queue, in the order it scanned. Each scan is answered as if it had been made
     * online then; one already heard (the desk retried after a lost reply) is not counted again.
     */
    async sync(user: TSessionUser, request: TSyncRequest, locale: TLocale) {
      await meetings.authorize(user, request.meetingId);
      const results = [];
      for (const item of request.scans) {
        const at = new Date(Math.min(Date.parse(item.scannedAt), Date.now()));
        const result = await scan(
          {
            meetingId: request.meetingId,
            desk: request.desk,
            credential: item.credential,
            placeId: item.placeId,
          },
          { user, locale, at, clientId: item.clientId },
        );
        results.push({ ...result, clientId: item.clientId });
      }
      return results;
    },

    async undo(user: TSessionUser, id: number) {
      const row = await ownedRow(user, id);
      await db.transaction(async (tx) => {
        if (!(await checkInRepository.undo(tx, id))) throw invalid('desk.notCheckedIn', 'id');
        await checkInRepository.log(tx, {
          meetingId: row.meetingId,
          registrationId: id,
          kind: 'undo',
          desk: '',
          byUserId: user.userId,
          at: new Date(),
        });
      });
    },

    async handOut(user: TSessionUser, request: { id: number; hadMeals: boolean; materials: boolean }) {
      const row = await ownedRow(user, request.id);
      await checkInRepository.handOut(db, row.meetingId, row.id, request.hadMeals, request.materials);
    },

    async list(user: TSessionUser, request: TCheckInListRequest, locale: TLocale) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await checkInRepository.page(db, request, sliceOf(request));
      const details = await checkInRepository.pageDetails(
        db,
        rows.map((row) => row.id),
      );
      const list = rows.map((row) => ({
        id: row.id,
        name: row.name,
        mobile: row.mobile,
        unit: row.unit,
        orderNo: row.orderNo,
        typeName: typeNameOf(row, locale),
        status: row.status,
        checkedInAt: row.checkedInAt?.toISOString() ?? null,
        desk: row.desk,
        checkedInBy: details.by.get(row.id) ?? '',
        hadMeals: row.hadMeals,
        materials: row.materials,
        places: details.places.get(row.id) ?? [],
      }));
      return toPage(list, total, request);
    },

    async count(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return checkInRepository.count(db, meetingId);
    },

    /** Everything an offline desk needs to answer scans alone, with the cursor to catch up from. */
    async roster(user: TSessionUser, meetingId: number, locale: TLocale): Promise<TDeskRoster> {
      const meeting = await meetings.authorize(user, meetingId);
      // The cursor is read first: a check-in between the two reads comes again as a change, harmlessly.
      const cursor = await checkInRepository.lastEventId(db, meetingId);
      const [rows, seats, places] = await Promise.all([
        checkInRepository.roster(db, meetingId),
        seatsHeld.inMeeting(db, meetingId),
        programme.list('place', user, meetingId),
      ]);
      return {
        meetingId,
        meetingName: (locale === 'en' && meeting.meetingNameEn) || meeting.meetingName,
        places: places.map((place) => ({ id: place.id, name: place.name })),
        people: rows.map((row) => ({
          ...personOf(row, seats.get(row.id), locale),
          code: codeOf(row),
          mobile: row.mobile,
          orderNo: row.orderNo,
          status: row.status,
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
          desk: row.desk,
        })),
        cursor,
      };
    },

    async changes(user: TSessionUser, meetingId: number, after: number): Promise<TDeskChanges> {
      await meetings.authorize(user, meetingId);
      const { cursor, states } = await checkInRepository.changesAfter(db, meetingId, after, 500);
      return {
        cursor: cursor ?? after,
        changes: states.map((state) => ({
          id: state.id,
          checkedInAt: state.checkedInAt?.toISOString() ?? null,
          desk: state.desk,
        })),
      };
    },
  };
};
export type TCheckInService = ReturnType<typeof createCheckInService>;
