import { MeetingStatus, type TCredential, type TLocale, type TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { qrDataUrl } from '../../../platform/qr/qr-code.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TUserDirectory } from '../../user/user-directory.service.ts';
import { orderRepository } from '../order.repository.ts';
import { canCancel, presentMine } from '../sign-up.presenter.ts';
import { attendeeRepository } from '../attendee.repository.ts';
import { closeOrder } from '../order-states.ts';
import type { TCredentialSigner } from '../credential-signature.ts';

/** A person's own side: their registrations, credentials and followed meetings. */
export const createMySignUpsService = (
  db: TDb,
  meetings: TMeetingService,
  users: TUserDirectory,
  credentials: TCredentialSigner,
) => {
  const mobileOf = async (userId: number) => (await users.find(userId))?.mobile ?? '';

  /** Someone else's registration answers as missing: whether it exists is not theirs to learn. */
  const mineById = async (user: TSessionUser, id: number, locale: TLocale) => {
    const { rows } = await attendeeRepository.mine(
      db,
      user.userId,
      await mobileOf(user.userId),
      undefined,
      { offset: 0, limit: 1 },
      id,
    );
    const row = rows[0];
    if (!row) throw notFound();
    return { row, mine: presentMine(row, locale) };
  };

  return {
    async list(
      user: TSessionUser,
      request: TPageRequest & { meetingId?: number | undefined },
      locale: TLocale,
    ) {
      const { rows, total } = await attendeeRepository.mine(
        db,
        user.userId,
        await mobileOf(user.userId),
        request.meetingId,
        sliceOf(request),
      );
      return toPage(
        rows.map((row) => presentMine(row, locale)),
        total,
        request,
      );
    },

    /** Unpaid: the whole order closes. Free: just this place is given back. Paid: only via a refund. */
    async cancel(user: TSessionUser, id: number, locale: TLocale) {
      const { row } = await mineById(user, id, locale);
      if (!canCancel(row)) throw conflict('attendee.cannotCancel');
      await db.transaction(async (tx) => {
        if (row.status === 'unpaid') {
          const order = await orderRepository.lockByNo(tx, row.orderNo);
          if (order?.status !== 'open') throw conflict('order.notOpen');
          await closeOrder(tx, order.id);
        } else await attendeeRepository.setStatus(tx, id, 'cancelled');
      });
      return (await mineById(user, id, locale)).mine;
    },

    async credential(user: TSessionUser, id: number, locale: TLocale): Promise<TCredential> {
      const { row, mine } = await mineById(user, id, locale);
      if (row.status !== 'confirmed') throw conflict('attendee.credentialUnavailable');
      const text = credentials.text({ meetingId: row.meetingId, registrationId: row.id }, row.credentialCode);
      return {
        ...mine,
        unit: row.unit,
        credentialCode: text,
        qrDataUrl: await qrDataUrl(text, { width: 280 }),
      };
    },

    async follow(user: TSessionUser, meetingId: number, follow: boolean) {
      const found = await meetings.find(meetingId);
      if (!found || found.meetingStatus !== MeetingStatus.LISTED) throw notFound();
      await attendeeRepository.setFollow(db, user.userId, meetingId, follow);
      return this.followState(user, meetingId);
    },

    /** The user's confirmed places (as their buyer or by their mobile), in one meeting or in all. */
    async places(user: TSessionUser, meetingId?: number) {
      const mine = await attendeeRepository.mine(db, user.userId, await mobileOf(user.userId), meetingId, {
        offset: 0,
        limit: 200,
      });
      return mine.rows
        .filter((row) => row.status === 'confirmed')
        .map((row) => ({
          id: row.id,
          meetingId: row.meetingId,
          name: row.name,
          mobile: row.mobile,
          typeId: row.typeId,
        }));
    },

    /** Whether the user has a confirmed place at the meeting: live's gate. */
    async attends(user: TSessionUser, meetingId: number): Promise<boolean> {
      return (await this.places(user, meetingId)).length > 0;
    },

    async followState(user: TSessionUser, meetingId: number) {
      // The mobile is read first: a query started before another await would have no handler if it failed.
      const mobile = await mobileOf(user.userId);
      const [followed, mine] = await Promise.all([
        attendeeRepository.follows(db, user.userId, meetingId),
        attendeeRepository.mine(db, user.userId, mobile, meetingId, { offset: 0, limit: 1 }),
      ]);
      return {
        followed,
        registered: mine.rows.some((r) => ['unpaid', 'pending', 'confirmed'].includes(r.status)),
      };
    },

    async followed(user: TSessionUser, request: TPageRequest, locale: TLocale) {
      const { ids, total } = await attendeeRepository.followedMeetingIds(db, user.userId, sliceOf(request));
      const cards = await meetings.cards(ids, locale);
      return toPage(cards, total, request);
    },
  };
};
export type TMySignUpsService = ReturnType<typeof createMySignUpsService>;
