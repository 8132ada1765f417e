import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  MeetingStatus,
  type TEnrolForm,
  type TLocale,
  type TOrder,
  type TPayProvider,
  type TQuote,
  type TSignUpRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { meetingRepository } from '../meeting/meeting.repository.ts';
import { DEFAULT_FIELDS } from './enrolment.presenter.ts';
import { enrolmentRepository, type TRoomNightRow, type TTypeRow } from './enrolment.repository.ts';
import { inventoryRepository, type TScarce } from './inventory.repository.ts';
import { orderRepository } from './order.repository.ts';
import { registrationRepository } from './registration.repository.ts';
import { presentOrder } from './registration.presenter.ts';
import { attendeeIssues, keepFormAnswers, priceOrder } from './signup-rules.ts';
import type { TUnitRecorder } from './unit-recorder.ts';

const inLocale = (locale: TLocale, zh: string, en: string) => (locale === 'en' && en ? en : zh);

/** 20 digits: the time in China, then six random ones; people read order numbers out on the phone. */
export const newOrderNo = () => {
  const china = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
};
export const newCredentialCode = () => randomBytes(12).toString('base64url');

const stateOf = (
  settings: { openTime: Date | null; closeTime: Date | null } | undefined,
  hasTypes: boolean,
  now = Date.now(),
) => {
  if (!settings || !hasTypes) return 'closed' as const;
  if (settings.openTime && now < settings.openTime.getTime()) return 'notOpen' as const;
  if (settings.closeTime && now > settings.closeTime.getTime()) return 'closed' as const;
  return 'open' as const;
};

/** Which hidden types an invitation code opens: the ones it names, or all of them. */
const unlocks = (invite: { typeIds: number[] } | undefined, type: TTypeRow) =>
  !type.inviteOnly ||
  (invite !== undefined && (invite.typeIds.length === 0 || invite.typeIds.includes(type.id)));

export interface TSignUpDeps {
  /** Payment methods open for a meeting: the sandbox where enabled, plus its organisation's providers. */
  payProviders(orgId: number | null): Promise<TPayProvider[]>;
  units: TUnitRecorder;
}

/** The attendee's side of sign-up: the form, the price, and the order that holds the places. */
export const createSignUpService = (db: TDb, deps: TSignUpDeps) => {
  const listedMeeting = async (meetingId: number) => {
    const found = await meetingRepository.find(db, meetingId);
    if (!found || found.meeting.meetingStatus !== MeetingStatus.LISTED) throw notFound();
    return found.meeting;
  };

  const inviteOf = async (meetingId: number, code: string | undefined) => {
    if (!code) return undefined;
    const invite = await enrolmentRepository.inviteByCode(db, meetingId, code.toUpperCase());
    if (!invite) throw invalid('enrol.inviteInvalid', 'inviteCode');
    return invite;
  };

  /** Everything checked that can be checked without locks, and the price. */
  const prepare = async (request: TSignUpRequest, locale: TLocale) => {
    const meeting = await listedMeeting(request.meetingId);
    const [settings, types] = await Promise.all([
      enrolmentRepository.settings(db, meeting.id),
      enrolmentRepository.types(db, meeting.id),
    ]);
    const state = stateOf(settings, types.length > 0);
    if (state !== 'open')
      throw new AppError(Code.CONFLICT, state === 'notOpen' ? 'enrol.notOpen' : 'enrol.closed');
    const invite = await inviteOf(meeting.id, request.inviteCode);
    const type = types.find((t) => t.id === request.typeId);
    if (!type || !unlocks(invite, type)) throw invalid('enrol.selectType', 'typeId');

    const attendees = request.attendees;
    if (attendees.length === 0) throw invalid('enrol.applicantBlank', 'attendees');
    if (attendees.length > 1 && !settings!.agentEnabled) throw invalid('enrol.agentDisabled', 'attendees');
    if (attendees.length > settings!.agentMax + 1)
      throw invalid('enrol.tooManyAttendees', 'attendees', { max: settings!.agentMax + 1 });
    if (attendees.length > 1 && !request.groupUnit) throw invalid('enrol.groupUnit', 'groupUnit');
    const fields = settings!.fields.length ? settings!.fields : DEFAULT_FIELDS;
    const issues = attendeeIssues(fields, attendees);
    if (issues.length) throw new AppError(Code.INVALID, issues[0]!.message, {}, issues);
    const mobiles = attendees.map((a) => a.mobile);
    if (new Set(mobiles).size !== mobiles.length) throw invalid('enrol.duplicateAttendee', 'attendees');

    const hotels = await enrolmentRepository.hotels(db, meeting.id);
    const roomTypes = hotels.flatMap((h) => h.roomTypes);
    const rooms = request.rooms.map((wanted, index) => {
      const roomType = roomTypes.find((r) => r.id === wanted.roomTypeId);
      const nights = [...new Set(wanted.nights)].map((night) =>
        roomType?.nights.find((n) => n.night === night),
      );
      if (!roomType || nights.some((n) => !n)) throw invalid('enrol.roomNightUnavailable', `rooms.${index}`);
      return { roomType, nights: nights as TRoomNightRow[], rooms: wanted.rooms };
    });

    const invoice = request.invoice;
    if (invoice) {
      if (!(invoice.kind === 'special' ? settings!.invoiceSpecial : settings!.invoiceOrdinary))
        throw invalid('enrol.invoiceUnavailable', 'invoice.kind');
      if (
        invoice.kind === 'special' &&
        !(
          invoice.taxNo &&
          invoice.bankName &&
          invoice.bankAccount &&
          invoice.companyAddress &&
          invoice.companyPhone
        )
      )
        throw invalid('enrol.invoiceSpecialFields', 'invoice');
    }

    let discount;
    if (request.discountCode) {
      discount = await enrolmentRepository.discountByCode(db, meeting.id, request.discountCode.toUpperCase());
      const now = Date.now();
      if (
        !discount ||
        (discount.validFrom && now < discount.validFrom.getTime()) ||
        (discount.validTo && now > discount.validTo.getTime()) ||
        (discount.typeIds.length > 0 && !discount.typeIds.includes(type.id))
      )
        throw invalid('enrol.discountInvalid', 'discountCode');
    }
    const quote = priceOrder(
      type,
      attendees.length,
      rooms.map((r) => ({ roomType: r.roomType, nights: r.nights.length, rooms: r.rooms })),
      discount,
      locale,
    );
    return { meeting, settings: settings!, fields, type, invite, discount, rooms, quote };
  };

  return {
    async form(meetingId: number, inviteCode: string | undefined, locale: TLocale): Promise<TEnrolForm> {
      const meeting = await listedMeeting(meetingId);
      const [settings, types, hotels, usage, invite] = await Promise.all([
        enrolmentRepository.settings(db, meetingId),
        enrolmentRepository.types(db, meetingId),
        enrolmentRepository.hotels(db, meetingId),
        registrationRepository.typeUsage(db, meetingId),
        inviteOf(meetingId, inviteCode).catch(() => undefined),
      ]);
      const booked = await inventoryRepository.roomsBooked(
        db,
        hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.nights.map((n) => n.id))),
      );
      const inviteGood =
        invite !== undefined &&
        (!invite.singleUse || (await inventoryRepository.codeUses(db, 'invite', invite.id)) === 0);
      const fields = settings?.fields.length ? settings.fields : DEFAULT_FIELDS;
      return {
        meetingId,
        meetingName: inLocale(locale, meeting.meetingName, meeting.meetingNameEn),
        state: stateOf(settings, types.length > 0),
        openTime: settings?.openTime?.toISOString() ?? null,
        closeTime: settings?.closeTime?.toISOString() ?? null,
        types: types
          .filter((type) => unlocks(inviteGood ? invite : undefined, type))
          .map((type) => {
            const used = usage.get(type.id);
            const taken = (used?.confirmed ?? 0) + (used?.pending ?? 0) + (used?.held ?? 0);
            return {
              id: type.id,
              name: inLocale(locale, type.name, type.nameEn),
              description: type.description,
              feeFen: type.feeFen,
              needsAudit: type.needsAudit,
              remaining: type.quota === null ? null : Math.max(0, type.quota - taken),
            };
          }),
        inviteAccepted: inviteGood,
        fields: fields
          .filter((f) => f.enabled)
          .map((f) => ({
            key: f.key,
            kind: f.kind,
            label: inLocale(locale, f.label, f.labelEn),
            options: f.options.map((o) => o.label),
            required: f.required,
          })),
        agentEnabled: settings?.agentEnabled ?? false,
        agentMax: settings?.agentMax ?? 0,
        hotels: hotels.map((hotel) => ({
          id: hotel.id,
          name: inLocale(locale, hotel.name, hotel.nameEn),
          address: hotel.address,
          roomTypes: hotel.roomTypes.map((room) => ({
            id: room.id,
            name: inLocale(locale, room.name, room.nameEn),
            priceFen: room.priceFen,
            nights: room.nights.map((n) => ({
              night: n.night,
              remaining: Math.max(0, n.inventory - (booked.get(n.id) ?? 0)),
            })),
          })),
        })),
        invoiceOrdinary: settings?.invoiceOrdinary ?? false,
        invoiceSpecial: settings?.invoiceSpecial ?? false,
        payProviders: await deps.payProviders(meeting.orgId),
      };
    },

    async quote(request: TSignUpRequest, locale: TLocale): Promise<TQuote> {
      return (await prepare(request, locale)).quote;
    },

    /**
     * Lock every scarce thing the order wants (sorted), count what is in use, then write: two
     * sign-ups for the last place queue on the same lock and the second one sees the first.
     */
    async submit(user: TSessionUser, request: TSignUpRequest, locale: TLocale): Promise<TOrder> {
      const { meeting, settings, fields, type, invite, discount, rooms, quote } = await prepare(
        request,
        locale,
      );
      const places = request.attendees.length;
      const nightIds = rooms.flatMap((r) => r.nights.map((n) => n.id));
      const scarce: TScarce[] = [
        ...(type.quota === null ? [] : [{ kind: 'type' as const, id: type.id }]),
        ...nightIds.map((id) => ({ kind: 'roomNight' as const, id })),
        ...(discount?.usageLimit ? [{ kind: 'discount' as const, id: discount.id }] : []),
        ...(invite?.singleUse ? [{ kind: 'invite' as const, id: invite.id }] : []),
      ];
      const free = quote.payableFen === 0;
      const now = new Date();
      const expiresAt = new Date(now.getTime() + settings.orderTimeoutMinutes * 60_000);
      const mobiles = request.attendees.map((a) => a.mobile);
      const settled = type.needsAudit ? 'pending' : 'confirmed';
      // Cheap answers first, without any lock: a full type during a rush, a person already signed up.
      if (type.quota !== null && (await inventoryRepository.placesTaken(db, type.id)) + places > type.quota)
        throw conflict('enrol.typeFull');
      const already = await registrationRepository.liveMobiles(db, meeting.id, mobiles);
      if (already.length) throw conflict('enrol.alreadyRegistered', { mobile: already[0]! });
      try {
        const order = await db.transaction(async (tx) => {
          await orderRepository.closeStaleHolds(tx, meeting.id, mobiles);
          const order = await orderRepository.insert(tx, {
            orderNo: newOrderNo(),
            meetingId: meeting.id,
            buyerId: user.userId,
            status: free ? 'paid' : 'open',
            lines: quote.lines,
            totalFen: quote.totalFen,
            discountFen: quote.discountFen,
            payableFen: quote.payableFen,
            discountCodeId: discount?.id ?? null,
            inviteCodeId: invite?.id ?? null,
            groupUnit: request.groupUnit,
            payProvider: free ? 'free' : '',
            expiresAt,
            paidAt: free ? now : null,
          });
          const registrations = await registrationRepository.insert(
            tx,
            request.attendees.map((attendee) => ({
              ...attendee,
              unit: attendee.unit || request.groupUnit,
              extra: keepFormAnswers(fields, attendee.extra),
              meetingId: meeting.id,
              orderId: order.id,
              typeId: type.id,
              status: free ? settled : 'unpaid',
              auditStatus: free && type.needsAudit ? 'pending' : 'none',
              holdUntil: free ? null : expiresAt,
              feeFen: type.feeFen,
              source: 'online',
              credentialCode: newCredentialCode(),
            })),
          );
          await orderRepository.insertBookings(
            tx,
            rooms.flatMap((room) =>
              room.nights.map((night) => ({
                orderId: order.id,
                roomNightId: night.id,
                rooms: room.rooms,
                status: free ? ('booked' as const) : ('held' as const),
                holdUntil: free ? null : expiresAt,
              })),
            ),
          );
          if (request.invoice)
            await orderRepository.upsertInvoice(tx, {
              ...request.invoice,
              orderId: order.id,
              meetingId: meeting.id,
            });
          // Written first, checked last: the locks are held only for the counts and the commit, and
          // the counts include this order's own rows.
          await inventoryRepository.lock(tx, scarce);
          if (type.quota !== null && (await inventoryRepository.placesTaken(tx, type.id)) > type.quota)
            throw conflict('enrol.typeFull');
          const booked = await inventoryRepository.roomsBooked(tx, nightIds);
          for (const night of rooms.flatMap((room) => room.nights))
            if ((booked.get(night.id) ?? 0) > night.inventory) throw conflict('enrol.roomFull');
          if (
            discount?.usageLimit &&
            (await inventoryRepository.codeUses(tx, 'discount', discount.id)) > discount.usageLimit
          )
            throw conflict('enrol.discountUsedUp');
          if (invite?.singleUse && (await inventoryRepository.codeUses(tx, 'invite', invite.id)) > 1)
            throw conflict('enrol.inviteUsedUp');
          return { order, registrations };
        });
        deps.units.remember([request.groupUnit, ...request.attendees.map((a) => a.unit)]);
        const stored = await orderRepository.byNo(db, order.order.orderNo);
        const [invoice] = request.invoice ? await orderRepository.invoicesOf(db, [order.order.id]) : [];
        return presentOrder(stored!, order.registrations, invoice);
      } catch (error) {
        // Two agents signing up the same person for different types meet at the unique index.
        if (isUniqueViolation(error))
          throw conflict('enrol.alreadyRegistered', { mobile: mobiles.join(', ') });
        throw error;
      }
    },
  };
};
export type TSignUpService = ReturnType<typeof createSignUpService>;
