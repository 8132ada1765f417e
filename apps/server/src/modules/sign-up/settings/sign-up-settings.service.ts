import { randomInt } from 'node:crypto';
import type {
  TDiscountSave,
  TSignUpSettings,
  TSignUpSettingsSave,
  THotelSave,
  TInviteGenerate,
  TPageRequest,
  TRegTypeSave,
} from '@huitang/contracts';
import { ALWAYS_REQUIRED_FIELDS, BUILTIN_FIELDS } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../platform/db/errors.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { signUpSettingsRepository, type TInviteRow } from '../sign-up-settings.repository.ts';
import { inventoryRepository } from '../inventory.repository.ts';
import {
  presentDiscount,
  presentHotel,
  presentInvite,
  presentSettings,
  presentType,
} from './sign-up-settings.presenter.ts';
import { settingsWithUsage, type TSettingsWithUsage } from '../places.ts';

// No 0/O or 1/I: codes are read aloud and typed from paper.
const INVITE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const inviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

/** Built-in fields keep their identity: name and mobile are always on and required, each appears once. */
const normaliseFields = (fields: TSignUpSettingsSave['fields']) => {
  const seen = new Set<string>();
  for (const [index, field] of fields.entries()) {
    if (seen.has(field.key)) throw invalid('field.invalid', `fields.${index}.key`);
    seen.add(field.key);
  }
  const normalised = fields.map((field) =>
    (BUILTIN_FIELDS as readonly string[]).includes(field.key)
      ? {
          ...field,
          kind: 'text' as const,
          options: [],
          ...(ALWAYS_REQUIRED_FIELDS.includes(field.key as never) ? { enabled: true, required: true } : {}),
        }
      : { ...field, enabled: true },
  );
  for (const key of ALWAYS_REQUIRED_FIELDS) if (!seen.has(key)) throw invalid('field.required', 'fields');
  return normalised;
};

/** The organiser's side of sign-up configuration (console baseinfo/enroll and invitecode). */
export const createSignUpSettingsService = (db: TDb, meetings: TMeetingService) => {
  const typesOf = ({ types }: TSettingsWithUsage) =>
    types.map(({ type, usage }) => presentType(type, usage.confirmed + usage.pending + usage.held));
  const types = async (meetingId: number) => typesOf(await settingsWithUsage(db, meetingId));

  const hotels = async (meetingId: number) => {
    const tree = await signUpSettingsRepository.hotels(db, meetingId);
    const booked = await inventoryRepository.roomsBooked(
      db,
      tree.flatMap((h) => h.roomTypes.flatMap((r) => r.nights.map((n) => n.id))),
    );
    return tree.map((hotel) => presentHotel(hotel, booked));
  };

  /** What enroll/get answers; with `user`, read once per page render (places.ts), so never after a write. */
  const settingsOf = async (meetingId: number, withHotels: boolean, user?: TSessionUser) => {
    const [read, hotelList] = await Promise.all([
      settingsWithUsage(db, meetingId, user),
      withHotels ? hotels(meetingId) : [],
    ]);
    return presentSettings(meetingId, read.settings, typesOf(read), hotelList);
  };

  const discounts = async (meetingId: number) => {
    const [rows, uses] = await Promise.all([
      signUpSettingsRepository.discounts(db, meetingId),
      signUpSettingsRepository.discountUses(db, meetingId),
    ]);
    return rows.map((row) => presentDiscount(row, uses.get(row.id) ?? 0));
  };

  const ownedRow = async <T extends { meetingId: number }>(user: TSessionUser, row: T | undefined) => {
    if (!row) throw notFound();
    await meetings.authorize(user, row.meetingId);
    return row;
  };

  const assertTypesOf = async (meetingId: number, typeIds: number[], field: string) => {
    const known = new Set((await signUpSettingsRepository.types(db, meetingId)).map((t) => t.id));
    if (!typeIds.every((id) => known.has(id))) throw invalid('field.invalid', field);
  };

  return {
    /** `hotels: false`: without the hotels (two statements the registrations' pages never show). */
    async settings(
      user: TSessionUser,
      meetingId: number,
      { hotels: withHotels = true }: { hotels?: boolean } = {},
    ): Promise<TSignUpSettings> {
      await meetings.authorize(user, meetingId);
      return settingsOf(meetingId, withHotels, user);
    },

    async saveSettings(user: TSessionUser, request: TSignUpSettingsSave): Promise<TSignUpSettings> {
      await meetings.authorize(user, request.meetingId);
      const { openTime, closeTime, fields, ...rest } = request;
      await signUpSettingsRepository.saveSettings(db, {
        ...rest,
        openTime: openTime ? new Date(openTime) : null,
        closeTime: closeTime ? new Date(closeTime) : null,
        fields: normaliseFields(fields),
      });
      await meetings.changed(request.meetingId);
      return settingsOf(request.meetingId, true);
    },

    async saveType(user: TSessionUser, request: TRegTypeSave) {
      const { id, ...values } = request;
      await meetings.authorize(user, values.meetingId);
      if (id === undefined) await signUpSettingsRepository.insertType(db, values);
      else {
        const row = await ownedRow(user, await signUpSettingsRepository.type(db, id));
        if (row.meetingId !== values.meetingId) throw notFound();
        await signUpSettingsRepository.updateType(db, id, values);
      }
      await meetings.changed(values.meetingId);
      return types(values.meetingId);
    },

    async sortTypes(user: TSessionUser, meetingId: number, ids: number[]) {
      await meetings.authorize(user, meetingId);
      await assertTypesOf(meetingId, ids, 'ids');
      await signUpSettingsRepository.sortTypes(db, meetingId, ids);
      await meetings.changed(meetingId);
      return types(meetingId);
    },

    async deleteType(user: TSessionUser, id: number) {
      const row = await ownedRow(user, await signUpSettingsRepository.type(db, id));
      if (await signUpSettingsRepository.typeHasAttendees(db, id)) throw conflict('signUp.typeInUse');
      await signUpSettingsRepository.deleteType(db, id);
      await meetings.changed(row.meetingId);
      return types(row.meetingId);
    },

    async saveHotel(user: TSessionUser, request: THotelSave) {
      const { id, roomTypes, meetingId, ...values } = request;
      await meetings.authorize(user, meetingId);
      const existing =
        id === undefined ? undefined : await ownedRow(user, await signUpSettingsRepository.hotel(db, id));
      if (existing && existing.meetingId !== meetingId) throw notFound();
      try {
        await db.transaction(async (tx) => {
          const hotelId = existing
            ? (await signUpSettingsRepository.updateHotel(tx, existing.id, values), existing.id)
            : await signUpSettingsRepository.insertHotel(tx, { ...values, meetingId });
          await signUpSettingsRepository.pruneRoomTypes(
            tx,
            hotelId,
            roomTypes.flatMap((room) => (room.id === undefined ? [] : [room.id])),
          );
          for (const { nights, ...room } of roomTypes) {
            const roomTypeId = await signUpSettingsRepository.upsertRoomType(tx, { ...room, hotelId });
            // Another hotel's room type (maybe another organisation's): refused, and the whole save rolls back.
            if (roomTypeId === undefined) throw notFound();
            await signUpSettingsRepository.setNights(tx, roomTypeId, nights);
          }
        });
      } catch (error) {
        // A night with bookings is referenced and cannot be removed.
        if (isForeignKeyViolation(error)) throw conflict('signUp.roomInUse');
        throw error;
      }
      await meetings.changed(meetingId);
      return hotels(meetingId);
    },

    async deleteHotel(user: TSessionUser, id: number) {
      const row = await ownedRow(user, await signUpSettingsRepository.hotel(db, id));
      try {
        await signUpSettingsRepository.deleteHotel(db, id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict('signUp.roomInUse');
        throw error;
      }
      await meetings.changed(row.meetingId);
      return hotels(row.meetingId);
    },

    async discounts(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return discounts(meetingId);
    },

    async saveDiscount(user: TSessionUser, request: TDiscountSave) {
      const { id, meetingId, validFrom, validTo, ...values } = request;
      await meetings.authorize(user, meetingId);
      if (id !== undefined) {
        const row = await ownedRow(user, await signUpSettingsRepository.discount(db, id));
        if (row.meetingId !== meetingId) throw notFound();
      }
      await assertTypesOf(meetingId, values.typeIds, 'typeIds');
      try {
        await signUpSettingsRepository.upsertDiscount(db, id, {
          ...values,
          meetingId,
          code: values.code.toUpperCase(),
          validFrom: validFrom ? new Date(validFrom) : null,
          validTo: validTo ? new Date(validTo) : null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('signUp.discountDuplicate');
        throw error;
      }
      return discounts(meetingId);
    },

    async deleteDiscount(user: TSessionUser, id: number) {
      const row = await ownedRow(user, await signUpSettingsRepository.discount(db, id));
      await signUpSettingsRepository.deleteDiscount(db, id);
      return discounts(row.meetingId);
    },

    async invites(
      user: TSessionUser,
      request: TPageRequest & { meetingId: number; keyword?: string | undefined },
    ) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await signUpSettingsRepository.invitePage(
        db,
        request.meetingId,
        request.keyword,
        sliceOf(request),
      );
      const uses = await signUpSettingsRepository.inviteUses(
        db,
        rows.map((r) => r.id),
      );
      return toPage(
        rows.map((row) => presentInvite(row, uses.get(row.id) ?? 0)),
        total,
        request,
      );
    },

    /** All codes of a meeting with their uses, for the export. */
    async allInvites(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      const rows = await signUpSettingsRepository.invitesOfMeeting(db, meetingId);
      const uses = await signUpSettingsRepository.inviteUses(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => presentInvite(row, uses.get(row.id) ?? 0));
    },

    async generateInvites(user: TSessionUser, request: TInviteGenerate) {
      const { meetingId, count, ...values } = request;
      await meetings.authorize(user, meetingId);
      await assertTypesOf(meetingId, values.typeIds, 'typeIds');
      const created: TInviteRow[] = [];
      // 32^8 codes per meeting: a collision is rare and simply retried.
      while (created.length < count) {
        const batch = Array.from({ length: count - created.length }, () => ({
          ...values,
          meetingId,
          code: inviteCode(),
        }));
        created.push(...(await signUpSettingsRepository.insertInvites(db, batch)));
      }
      return created.map((row) => presentInvite(row, 0));
    },

    async deleteInvite(user: TSessionUser, id: number) {
      await ownedRow(user, await signUpSettingsRepository.invite(db, id));
      await signUpSettingsRepository.deleteInvite(db, id);
    },
  };
};
export type TSignUpSettingsService = ReturnType<typeof createSignUpSettingsService>;
