import {
  DEFAULT_FIELDS,
  Code,
  type TSignUpForm,
  type TLocale,
  type TOrder,
  type TPayProvider,
  type TQuote,
  type TSignUpRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { transactionEndingWith } from '../../../platform/db/transaction.ts';
import { AppError, conflict, invalid } from '../../../platform/http/errors.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import { signUpSettingsRepository, type TRoomNightRow } from '../sign-up-settings.repository.ts';
import { inventoryRepository, refusedClaim, type TClaim } from '../inventory.repository.ts';
import { newCredentialCode } from '../numbers.ts';
import { orderRepository } from '../order.repository.ts';
import { attendeeRepository } from '../attendee.repository.ts';
import {
  createSignUpBatches,
  orderNotice,
  writeOrders,
  type TOrderDraft,
  type TWrittenOrder,
} from './sign-up-batch.ts';
import { presentOrder } from '../sign-up.presenter.ts';
import type { TSignUpConfigSource } from './sign-up-config.ts';
import { signUpForm } from './sign-up-form.ts';
import { attendeeIssues, keepFormAnswers, priceOrder, signUpState, unlocks } from '../sign-up-rules.ts';
import type { TUnitService } from './unit.service.ts';
import { closeOrder } from '../order-states.ts';

/** What a sign-up is told when a claim is refused, by the kind of thing that ran out. */
const REFUSALS = {
  type: 'signUp.typeFull',
  roomNight: 'signUp.roomFull',
  discount: 'signUp.discountUsedUp',
  invite: 'signUp.inviteUsedUp',
} as const;

export interface TSignUpDeps {
  /** Payment methods open for a meeting: the sandbox where enabled, plus its organisation's providers. */
  payProviders(orgId: number | null): Promise<TPayProvider[]>;
  units: TUnitService;
  config: TSignUpConfigSource;
  mailNotices: TMailNotices;
}

/** The attendee's side of sign-up: the form, the price, and the order that holds the places. */
export const createSignUpService = (db: TDb, deps: TSignUpDeps) => {
  /**
   * Places in use per type id as last counted under its lock; a hint only (the count under the lock
   * decides). Kept by id, not with the cached type row: the meeting cache reloads that row now and
   * then, and a rush would otherwise count without a lock again after each reload.
   */
  const placesSeen = new Map<number, number>();
  const batches = createSignUpBatches(db, deps.mailNotices);

  const inviteOf = async (meetingId: number, code: string | undefined) => {
    if (!code) return undefined;
    const invite = await signUpSettingsRepository.inviteByCode(db, meetingId, code.toUpperCase());
    if (!invite) throw invalid('signUp.inviteInvalid', 'inviteCode');
    return invite;
  };

  /** Everything checked that can be checked without locks, and the price. */
  const prepare = async (request: TSignUpRequest, locale: TLocale) => {
    const { meeting, settings, types, hotels } = await deps.config.listed(request.meetingId);
    const state = signUpState(settings, types.length > 0);
    if (state !== 'open')
      throw new AppError(Code.CONFLICT, state === 'notOpen' ? 'signUp.notOpen' : 'signUp.closed');
    const invite = await inviteOf(meeting.id, request.inviteCode);
    const type = types.find((t) => t.id === request.typeId);
    if (!type || !unlocks(invite, type)) throw invalid('signUp.selectType', 'typeId');

    const attendees = request.attendees;
    if (attendees.length === 0) throw invalid('signUp.applicantBlank', 'attendees');
    if (attendees.length > 1 && !settings!.agentEnabled) throw invalid('signUp.agentDisabled', 'attendees');
    if (attendees.length > settings!.agentMax + 1)
      throw invalid('signUp.tooManyAttendees', 'attendees', { max: settings!.agentMax + 1 });
    if (attendees.length > 1 && !request.groupUnit) throw invalid('signUp.groupUnit', 'groupUnit');
    const fields = settings!.fields.length ? settings!.fields : DEFAULT_FIELDS;
    const issues = attendeeIssues(fields, attendees);
    if (issues.length) throw new AppError(Code.INVALID, issues[0]!.message, {}, issues);
    const mobiles = attendees.map((a) => a.mobile);
    if (new Set(mobiles).size !== mobiles.length) throw invalid('signUp.duplicateAttendee', 'attendees');

    const roomTypes = hotels.flatMap((h) => h.roomTypes);
    const rooms = request.rooms.map((wanted, index) => {
      const roomType = roomTypes.find((r) => r.id === wanted.roomTypeId);
      const nights = [...new Set(wanted.nights)].map((night) =>
        roomType?.nights.find((n) => n.night === night),
      );
      if (!roomType || nights.some((n) => !n)) throw invalid('signUp.roomNightUnavailable', `rooms.${index}`);
      return { roomType, nights: nights as TRoomNightRow[], rooms: wanted.rooms };
    });

    const invoice = request.invoice;
    if (invoice) {
      if (!(invoice.kind === 'special' ? settings!.invoiceSpecial : settings!.invoiceOrdinary))
        throw invalid('signUp.invoiceUnavailable', 'invoice.kind');
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
        throw invalid('signUp.invoiceSpecialFields', 'invoice');
    }

    let discount;
    if (request.discountCode) {
      discount = await signUpSettingsRepository.discountByCode(
        db,
        meeting.id,
        request.discountCode.toUpperCase(),
      );
      const now = Date.now();
      if (
        !discount ||
        (discount.validFrom && now < discount.validFrom.getTime()) ||
        (discount.validTo && now > discount.validTo.getTime()) ||
        (discount.typeIds.length > 0 && !discount.typeIds.includes(type.id))
      )
        throw invalid('signUp.discountInvalid', 'discountCode');
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
    async form(meetingId: number, inviteCode: string | undefined, locale: TLocale): Promise<TSignUpForm> {
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
    async submit(
      user: TSessionUser,
      request: TSignUpRequest,
      locale: TLocale,
      origin: string,
    ): Promise<TOrder> {
      const { meeting, settings, fields, type, invite, discount, rooms, quote } = await prepare(
        request,
        locale,
      );
      const places = request.attendees.length;
      const claims: TClaim[] = [
        ...(type.quota === null
          ? []
          : [{ thing: { kind: 'type' as const, id: type.id }, limit: type.quota }]),
        ...rooms.flatMap((room) =>
          room.nights.map((night) => ({
            thing: { kind: 'roomNight' as const, id: night.id },
            limit: night.inventory,
          })),
        ),
        ...(discount?.usageLimit
          ? [{ thing: { kind: 'discount' as const, id: discount.id }, limit: discount.usageLimit }]
          : []),
        ...(invite?.singleUse ? [{ thing: { kind: 'invite' as const, id: invite.id }, limit: 1 }] : []),
      ];
      const free = quote.payableFen === 0;
      const now = new Date();
      const expiresAt = new Date(now.getTime() + settings.orderTimeoutMinutes * 60_000);
      const mobiles = request.attendees.map((a) => a.mobile);
      const settled = type.needsAudit ? 'pending' : 'confirmed';
      // A cheap answer first, without any lock, for a full type during a rush. The count is worth it
      // only near the quota; far from it the check under the lock is enough.
      const lastSeen = placesSeen.get(type.id);
      if (type.quota !== null && (lastSeen === undefined || lastSeen + places > type.quota)) {
        if ((await inventoryRepository.placesTaken(db, type.id)) + places > type.quota)
          throw conflict('signUp.typeFull');
      }

      const draft: TOrderDraft = {
        order: {
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
        },
        shared: {
          typeId: type.id,
          status: free ? settled : 'unpaid',
          auditStatus: free && type.needsAudit ? 'pending' : 'none',
          holdUntil: free ? null : expiresAt,
          feeFen: type.feeFen,
        },
        attendees: request.attendees.map((attendee) => ({
          ...attendee,
          unit: attendee.unit || request.groupUnit,
          extra: keepFormAnswers(fields, attendee.extra),
          credentialCode: newCredentialCode(),
        })),
        notice: (order) =>
          orderNotice(order, meeting.meetingName, places, type.needsAudit, settings.orderTimeoutMinutes),
        // A free sign-up is settled at once: its registrants' mail commits with it.
        mail: free
          ? { meetingName: meeting.meetingName, meetingNameEn: meeting.meetingNameEn, typeName: type.name }
          : undefined,
      };

      /**
       * Writes first (with the buyer's inbox notice), claims last: the locks are held only for the
       * counts and the commit, and the whole is on disk before we answer (transactionEndingWith).
       */
      const write = (closeStaleHolds: boolean) =>
        transactionEndingWith(
          db,
          async (tx) => {
            if (closeStaleHolds)
              for (const orderId of await orderRepository.staleHolds(tx, meeting.id, mobiles))
                await closeOrder(tx, orderId);
            const [{ order, registrations }] = (await writeOrders(tx, [draft], deps.mailNotices, origin)) as [
              TWrittenOrder,
            ];
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
            return { order, registrations, invoice };
          },
          ({ order }) => inventoryRepository.claims(claims, [order.id]),
        );

      /** A person already signed up meets the unique index; one whose unpaid hold ran out may go on. */
      const writeOnce = async () => {
        try {
          return await write(false);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const holders = await attendeeRepository.holders(db, meeting.id, mobiles);
          const live = holders.find((holder) => holder.live);
          if (live || holders.length === 0)
            throw conflict('signUp.alreadyRegistered', { mobile: live?.mobile ?? mobiles.join(', ') });
          return await write(true);
        }
      };

      try {
        // An order of one type alone (no rooms, invoice or code) may share its transaction with
        // others of the type arriving at the same moment (sign-up-batch.ts).
        const simple = rooms.length === 0 && !request.invoice && !discount && !invite;
        const { result: written, endResults } = simple
          ? await batches.submit(type.id, { draft, claim: claims[0], origin, alone: writeOnce })
          : await writeOnce();
        const counts = endResults.at(-1)?.rows as { key: string; n: number }[] | undefined;
        const typeCount = counts?.find((row) => row.key === `type:${type.id}`);
        if (typeCount) placesSeen.set(type.id, typeCount.n);
        deps.units.remember([request.groupUnit, ...request.attendees.map((a) => a.unit)]);
        return presentOrder(
          { ...written.order, meetingName: meeting.meetingName, buyerMobile: user.mobile },
          written.registrations,
          written.invoice,
        );
      } catch (error) {
        const refused = refusedClaim(error);
        if (refused) {
          if (refused.kind === 'type') placesSeen.set(type.id, type.quota ?? 0);
          throw conflict(REFUSALS[refused.kind]);
        }
        // Two agents signing up the same person at once, for different types, meet at the unique index.
        if (isUniqueViolation(error))
          throw conflict('signUp.alreadyRegistered', { mobile: mobiles.join(', ') });
        throw error;
      }
    },
  };
};
export type TSignUpService = ReturnType<typeof createSignUpService>;
