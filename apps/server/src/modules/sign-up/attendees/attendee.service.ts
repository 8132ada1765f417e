import {
  DEFAULT_FIELDS,
  Code,
  translate,
  type TAttendeeDetails,
  type TLocale,
  type TAttendee,
  type TAttendeeListRequest,
  type TSummary,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { AppError, conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TMessageService } from '../../message/message.service.ts';
import { signUpSettingsRepository, type TTypeRow } from '../sign-up-settings.repository.ts';
import { orderRepository } from '../order.repository.ts';
import { assertPlacesFree, settingsWithUsage } from '../places.ts';
import { presentAttendee } from '../sign-up.presenter.ts';
import { attendeeRepository } from '../attendee.repository.ts';
import { attendeeCountsRepository } from '../attendee-counts.repository.ts';
import { attendeeIssues, keepFormAnswers } from '../sign-up-rules.ts';
import { newCredentialCode } from '../numbers.ts';
import { closeOrder } from '../order-states.ts';

const unique = async <T>(write: () => Promise<T>, mobile: string): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('signUp.alreadyRegistered', { mobile });
    throw error;
  }
};

/** The organiser's attendee management (console attendsignup, attendorder, sign/invoice). */
export const createAttendeeService = (
  db: TDb,
  meetings: TMeetingService,
  messages: TMessageService,
  notices: TMailNotices,
) => {
  const fieldsOf = async (meetingId: number) => {
    const settings = await signUpSettingsRepository.settings(db, meetingId);
    return settings?.fields.length ? settings.fields : DEFAULT_FIELDS;
  };

  /** The registration, after checking the caller runs its meeting (306) or answering 777. */
  const owned = async (user: TSessionUser, id: number) => {
    const row = await attendeeRepository.byId(db, id);
    if (!row) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };
  const assertAttendee = (fields: Awaited<ReturnType<typeof fieldsOf>>, attendee: TAttendeeDetails) => {
    const issues = attendeeIssues(fields, [attendee]).map((i) => ({
      ...i,
      field: i.field.replace(/^attendees\.0\./, ''),
    }));
    if (issues.length) throw new AppError(Code.INVALID, issues[0]!.message, {}, issues);
  };

  /**
   * People the organiser adds themself (by hand or from a sheet): confirmed at once, each in an
   * offline order of their own, within the type's quota like everyone else. The form's fields are
   * read before the transaction: inside it, a second connection would be awaited while this one is
   * held (and the type's lock with it), which stalls the pool when organisers add people at once.
   */
  const registerOffline = async (
    tx: TTx,
    buyerId: number,
    meetingId: number,
    rows: { type: TTypeRow; attendee: TAttendeeDetails }[],
    source: 'manual' | 'import',
    fields: Awaited<ReturnType<typeof fieldsOf>>,
  ) => {
    const byType = new Map<number, { type: TTypeRow; count: number }>();
    for (const { type } of rows) byType.set(type.id, { type, count: (byType.get(type.id)?.count ?? 0) + 1 });
    for (const { type, count } of [...byType.values()].sort((a, b) => a.type.id - b.type.id))
      await assertPlacesFree(tx, type, count);
    const created = [];
    for (const { type, attendee } of rows) {
      const order = await orderRepository.insert(tx, {
        meetingId,
        buyerId,
        status: 'paid',
        lines: [
          {
            kind: 'registration',
            description: type.name,
            unitFen: type.feeFen,
            quantity: 1,
            amountFen: type.feeFen,
          },
        ],
        totalFen: type.feeFen,
        discountFen: type.feeFen,
        payableFen: 0,
        payProvider: source,
        expiresAt: new Date(),
        paidAt: new Date(),
      });
      const [registration] = await attendeeRepository.insert(tx, [
        {
          ...attendee,
          extra: keepFormAnswers(fields, attendee.extra),
          meetingId,
          orderId: order.id,
          typeId: type.id,
          status: 'confirmed',
          feeFen: type.feeFen,
          source,
          credentialCode: newCredentialCode(),
        },
      ]);
      created.push(registration!);
    }
    return created;
  };

  /** Places per type: confirmed, awaiting review, held by unpaid orders, left (the caller authorised). */
  const usageOf = async (user: TSessionUser, meetingId: number, locale: TLocale) => {
    const { types } = await settingsWithUsage(db, meetingId, user);
    return types.map(({ type, usage: { confirmed, pending, held } }) => {
      return {
        typeId: type.id,
        typeName: locale === 'en' && type.nameEn ? type.nameEn : type.name,
        quota: type.quota,
        confirmed,
        pending,
        held,
        remaining: type.quota === null ? null : Math.max(0, type.quota - confirmed - pending - held),
      };
    });
  };

  return {
    registerOffline,
    fieldsOf,

    async list(user: TSessionUser, request: TAttendeeListRequest, locale: TLocale) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await attendeeRepository.page(db, request, sliceOf(request));
      return toPage(
        rows.map((row) => presentAttendee(row, locale)),
        total,
        request,
      );
    },

    view: async (user: TSessionUser, id: number, locale: TLocale) =>
      presentAttendee(await owned(user, id), locale),

    async audit(
      user: TSessionUser,
      id: number,
      approve: boolean,
      reason: string,
      locale: TLocale,
      origin: string,
    ) {
      const row = await owned(user, id);
      if (row.status !== 'pending') throw conflict('attendee.notPending');
      const meeting = (await meetings.authorize(user, row.meetingId)).meetingName;
      await db.transaction(async (tx) => {
        await attendeeRepository.update(tx, id, {
          status: approve ? 'confirmed' : 'rejected',
          auditStatus: approve ? 'approved' : 'rejected',
          auditReason: approve ? '' : reason,
        });
        const key = approve ? 'attendee.approvedMessage' : 'attendee.rejectedMessage';
        await messages.send(
          row.buyerId,
          {
            title: translate('attendee.auditTitle', 'zh'),
            titleEn: translate('attendee.auditTitle', 'en'),
            content: translate(key, 'zh', { meeting, name: row.name, reason }),
            contentEn: translate(key, 'en', { meeting, name: row.name, reason }),
          },
          tx,
        );
        // The confirmation mail commits with the decision (the outbox), never one without the other.
        if (approve) await notices.order(row.orderId, 'confirmed', origin, id, tx);
      });
      return presentAttendee((await attendeeRepository.byId(db, id))!, locale);
    },

    async updateInfo(
      user: TSessionUser,
      id: number,
      attendee: TAttendeeDetails,
      locale: TLocale,
    ): Promise<TAttendee> {
      const row = await owned(user, id);
      const fields = await fieldsOf(row.meetingId);
      assertAttendee(fields, attendee);
      await unique(
        () =>
          attendeeRepository.update(db, id, {
            ...attendee,
            extra: keepFormAnswers(fields, attendee.extra),
          }),
        attendee.mobile,
      );
      return presentAttendee((await attendeeRepository.byId(db, id))!, locale);
    },

    async manualRegister(
      user: TSessionUser,
      meetingId: number,
      typeId: number,
      attendee: TAttendeeDetails,
      locale: TLocale,
    ) {
      await meetings.authorize(user, meetingId);
      const type = await signUpSettingsRepository.type(db, typeId);
      if (type?.meetingId !== meetingId) throw invalid('signUp.selectType', 'typeId');
      const fields = await fieldsOf(meetingId);
      assertAttendee(fields, attendee);
      const [created] = await unique(
        () =>
          db.transaction((tx) =>
            registerOffline(tx, user.userId, meetingId, [{ type, attendee }], 'manual', fields),
          ),
        attendee.mobile,
      );
      return presentAttendee((await attendeeRepository.byId(db, created!.id))!, locale);
    },

    /** Kept for the record but out of every list and count: its place is free again. */
    async remove(user: TSessionUser, id: number) {
      const row = await owned(user, id);
      await db.transaction(async (tx) => {
        await attendeeRepository.update(tx, id, { deletedAt: new Date(), holdUntil: null });
        const rest = (await attendeeRepository.ofOrder(tx, [row.orderId])).filter((r) => r.id !== id);
        if (row.orderStatus === 'open' && rest.length === 0) await closeOrder(tx, row.orderId);
      });
    },

    async usage(user: TSessionUser, meetingId: number, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      return usageOf(user, meetingId, locale);
    },

    async heldOfType(user: TSessionUser, typeId: number, locale: TLocale) {
      const type = await signUpSettingsRepository.type(db, typeId);
      if (!type) throw notFound();
      await meetings.authorize(user, type.meetingId);
      return (await attendeeRepository.heldOfType(db, typeId)).map((row) => presentAttendee(row, locale));
    },

    async summary(user: TSessionUser, meetingId: number, locale: TLocale): Promise<TSummary> {
      await meetings.authorize(user, meetingId);
      // One round of reads once the caller is let in.
      const [types, { byStatus, ...money }] = await Promise.all([
        usageOf(user, meetingId, locale),
        attendeeCountsRepository.totals(db, meetingId),
      ]);
      const statuses = ['unpaid', 'pending', 'confirmed', 'rejected', 'cancelled', 'refunded'] as const;
      return {
        types,
        byStatus: Object.fromEntries(statuses.map((s) => [s, byStatus[s] ?? 0])) as TSummary['byStatus'],
        ...money,
      };
    },
  };
};
export type TAttendeeService = ReturnType<typeof createAttendeeService>;
