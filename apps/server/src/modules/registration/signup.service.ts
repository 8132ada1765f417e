import {
  Code,
  translate,
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
import { AppError, conflict, invalid } from '../../platform/http/errors.ts';
import type { TMessageService } from '../message/message.service.ts';
import { DEFAULT_FIELDS } from './enrolment.presenter.ts';
import { enrolmentRepository, type TRoomNightRow, type TTypeRow } from './enrolment.repository.ts';
import { inventoryRepository, type TScarce } from './inventory.repository.ts';
import { newCredentialCode } from './numbers.ts';
import { orderRepository, type TOrderRow } from './order.repository.ts';
import { registrationRepository } from './registration.repository.ts';
import { presentOrder } from './registration.presenter.ts';
import type { TSignUpConfigSource } from './signup-config.ts';
import { signUpForm } from './signup-form.ts';
import { attendeeIssues, keepFormAnswers, priceOrder, signUpState, unlocks } from './signup-rules.ts';
import type { TUnitRecorder } from './unit-recorder.ts';

/** The buyer's inbox entry for a new order: what happened and, when unpaid, until when to pay. */
const orderNotice = (
  order: TOrderRow,
  meetingName: string,
  places: number,
  audit: boolean,
  minutes: number,
) => {
  const [titleKey, key] =
    order.status === 'open'
      ? (['registration.orderOpenTitle', 'registration.orderOpen'] as const)
      : audit
        ? (['registration.signUpPendingTitle', 'registration.signUpPending'] as const)
        : (['registration.signUpTitle', 'registration.signUpConfirmed'] as const);
  const params = { meeting: meetingName, count: places, orderNo: order.orderNo, minutes };
  return {
    title: translate(titleKey, 'zh'),
    titleEn: translate(titleKey, 'en'),
    content: translate(key, 'zh', params),
    contentEn: translate(key, 'en', params),
  };
};

export interface TSignUpDeps {
  /** Payment methods open for a meeting: the sandbox where enabled, plus its organisation's providers. */
  payProviders(orgId: number | null): Promise<TPayProvider[]>;
  units: TUnitRecorder;
  config: TSignUpConfigSource;
  messages: TMessageService;
}

/** The attendee's side of sign-up: the form, the price, and the order that holds the places. */
export const createSignUpService = (db: TDb, deps: TSignUpDeps) => {
  /** Places in use per type as last counted under its lock; a hint only, kept with the cached type. */
  const placesSeen = new WeakMap<TTypeRow, number>();

  const inviteOf = async (meetingId: number, code: string | undefined) => {
    if (!code) return undefined;
    const invite = await enrolmentRepository.inviteByCode(db, meetingId, code.toUpperCase());
    if (!invite) throw invalid('enrol.inviteInvalid', 'inviteCode');
    return invite;
  };

  /** Everything checked that can be checked without locks, and the price. */
  const prepare = async (request: TSignUpRequest, locale: TLocale) => {
    const { meeting, settings, types, hotels } = await deps.config.listed(request.meetingId);
    const state = signUpState(settings, types.length > 0);
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
      const config = await deps.config.listed(meetingId);
      const [invite, payProviders] = await Promise.all([
        inviteOf(meetingId, inviteCode).catch(() => undefined),
        deps.payProviders(config.meeting.orgId),
      ]);
      return signUpForm(db, config, invite, payProviders, locale);
    },

    async quote(request: TSignUpRequest, locale: TLocale): Promise<TQuote> {
      return (await prepare(request, locale)).quote;
    },

    /**
     * Write the order, then lock every scarce thing it wants (sorted), count what is in use, and
     * commit: two sign-ups for the last place queue on the same lock and the second sees the first.
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
      // The count is worth it only near the quota; far from it the check under the lock is enough.
      const lastSeen = placesSeen.get(type);
      const nearFull = type.quota !== null && (lastSeen === undefined || lastSeen + places > type.quota);
      const [taken, holders] = await Promise.all([
        nearFull ? inventoryRepository.placesTaken(db, type.id) : Promise.resolve(0),
        registrationRepository.holders(db, meeting.id, mobiles),
      ]);
      if (type.quota !== null && taken + places > type.quota) throw conflict('enrol.typeFull');
      const live = holders.find((holder) => holder.live);
      if (live) throw conflict('enrol.alreadyRegistered', { mobile: live.mobile });
      try {
        const written = await db.transaction(async (tx) => {
          if (holders.length) await orderRepository.closeStaleHolds(tx, meeting.id, mobiles);
          const order = await orderRepository.insert(tx, {
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
          const invoice = request.invoice
            ? await orderRepository.upsertInvoice(tx, {
                ...request.invoice,
                orderId: order.id,
                meetingId: meeting.id,
              })
            : undefined;
          // Written first, checked last: the locks are held only for the counts and the commit, and
          // the counts include this order's own rows.
          await inventoryRepository.lock(tx, scarce, { releaseBeforeFlush: true });
          const inUse = await inventoryRepository.inUse(tx, scarce);
          const over = (kind: TScarce['kind'], id: number, limit: number) =>
            (inUse.get(`${kind}:${id}`) ?? 0) > limit;
          placesSeen.set(type, inUse.get(`type:${type.id}`) ?? 0);
          if (type.quota !== null && over('type', type.id, type.quota)) throw conflict('enrol.typeFull');
          for (const night of rooms.flatMap((room) => room.nights))
            if (over('roomNight', night.id, night.inventory)) throw conflict('enrol.roomFull');
          if (discount?.usageLimit && over('discount', discount.id, discount.usageLimit))
            throw conflict('enrol.discountUsedUp');
          if (invite?.singleUse && over('invite', invite.id, 1)) throw conflict('enrol.inviteUsedUp');
          return { order, registrations, invoice };
        });
        // The commit above did not wait for the disk (its locks went at once). This message's commit
        // does, and a flush covers everything written before it: the order is durable when we answer.
        await deps.messages.send(
          user.userId,
          orderNotice(
            written.order,
            meeting.meetingName,
            places,
            type.needsAudit,
            settings.orderTimeoutMinutes,
          ),
        );
        deps.units.remember([request.groupUnit, ...request.attendees.map((a) => a.unit)]);
        return presentOrder(
          { ...written.order, meetingName: meeting.meetingName, buyerMobile: user.mobile },
          written.registrations,
          written.invoice,
        );
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
