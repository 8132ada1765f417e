import {
  MOBILE_PATTERN,
  translate,
  type TAttendeeDetails,
  type TFormField,
  type TLocale,
  type TMessageKey,
  type TOrderLine,
  type TQuote,
} from '@huitang/contracts';
import type {
  TDiscountRow,
  TInviteRow,
  TRoomTypeRow,
  TSettingsRow,
  TTypeRow,
} from './sign-up-settings.repository.ts';

/** Pure rules of a sign-up: whether it is open, what the form demands of each participant, what it costs. */
export const inLocale = (locale: TLocale, zh: string, en: string) => (locale === 'en' && en ? en : zh);

export const signUpState = (
  settings: Pick<TSettingsRow, 'openTime' | 'closeTime'> | undefined,
  hasTypes: boolean,
  now = Date.now(),
) => {
  if (!settings || !hasTypes) return 'closed' as const;
  if (settings.openTime && now < settings.openTime.getTime()) return 'notOpen' as const;
  if (settings.closeTime && now > settings.closeTime.getTime()) return 'closed' as const;
  return 'open' as const;
};

/** Which hidden types an invitation code opens: the ones it names, or all of them. */
export const unlocks = (invite: Pick<TInviteRow, 'typeIds'> | undefined, type: TTypeRow) =>
  !type.inviteOnly ||
  (invite !== undefined && (invite.typeIds.length === 0 || invite.typeIds.includes(type.id)));

export interface TFieldIssue {
  field: string;
  message: TMessageKey;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID_NUMBER = /^\d{17}[\dXx]$/;
const FORMATS: Partial<Record<string, RegExp>> = {
  mobile: MOBILE_PATTERN,
  email: EMAIL,
  idNumber: ID_NUMBER,
};

const isEmpty = (value: unknown) => (Array.isArray(value) ? value.length === 0 : !value);

/** Every problem of every participant against the meeting's form, as field paths like attendees.0.unit. */
export const attendeeIssues = (fields: TFormField[], attendees: TAttendeeDetails[]): TFieldIssue[] => {
  const issues: TFieldIssue[] = [];
  attendees.forEach((attendee, index) => {
    for (const field of fields.filter((f) => f.enabled)) {
      const path = `attendees.${index}.${field.key}`;
      const value = field.key.startsWith('c')
        ? attendee.extra[field.key]
        : attendee[field.key as keyof TAttendeeDetails];
      if (isEmpty(value)) {
        if (field.required)
          issues.push({
            field: path,
            message: field.kind === 'attachment' ? 'signUp.uploadAttachment' : 'signUp.improveAttendee',
          });
        continue;
      }
      const format = FORMATS[field.key];
      if (format && typeof value === 'string' && !format.test(value))
        issues.push({ field: path, message: 'field.invalid' });
      if (field.kind === 'single' || field.kind === 'multiple') {
        const chosen = Array.isArray(value) ? value : [value];
        const allowed = new Set(field.options.map((o) => o.label));
        if (
          (field.kind === 'single' && chosen.length !== 1) ||
          !chosen.every((c) => typeof c === 'string' && allowed.has(c))
        )
          issues.push({ field: path, message: 'field.invalid' });
      }
      if (
        field.kind === 'attachment' &&
        (typeof value !== 'string' || !(value.startsWith('/uploads/') || /^https?:\/\//.test(value)))
      )
        issues.push({ field: path, message: 'field.invalid' });
    }
    // Mobile identifies a participant even when an organiser forgot to ask for it.
    if (!MOBILE_PATTERN.test(attendee.mobile) && !issues.some((i) => i.field === `attendees.${index}.mobile`))
      issues.push({
        field: `attendees.${index}.mobile`,
        message: attendee.mobile ? 'field.invalid' : 'signUp.improveAttendee',
      });
  });
  return issues;
};

/** Custom answers keep only the keys the form asks for. */
export const keepFormAnswers = (
  fields: TFormField[],
  extra: TAttendeeDetails['extra'],
): TAttendeeDetails['extra'] =>
  Object.fromEntries(Object.entries(extra).filter(([key]) => fields.some((f) => f.key === key && f.enabled)));

export interface TRoomLine {
  roomType: TRoomTypeRow;
  nights: number;
  rooms: number;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Fen off each place: a fixed amount never below zero, a percentage rounded down to whole fen. */
export const discountPerPlace = (discount: Pick<TDiscountRow, 'kind' | 'value'>, feeFen: number): number =>
  discount.kind === 'fixed' ? Math.min(discount.value, feeFen) : Math.floor((feeFen * discount.value) / 100);

export const priceOrder = (
  type: TTypeRow,
  places: number,
  rooms: TRoomLine[],
  discount: TDiscountRow | undefined,
  locale: TLocale,
): TQuote => {
  const name = (zh: string, en: string) => (locale === 'en' && en ? en : zh);
  const lines: TOrderLine[] = [
    {
      kind: 'registration',
      description: name(type.name, type.nameEn),
      unitFen: type.feeFen,
      quantity: places,
      amountFen: type.feeFen * places,
    },
    ...rooms.map((room) => ({
      kind: 'room' as const,
      description: `${name(room.roomType.name, room.roomType.nameEn)} × ${room.nights} ${translate('order.nights', locale)}`,
      unitFen: room.roomType.priceFen * room.nights,
      quantity: room.rooms,
      amountFen: room.roomType.priceFen * room.nights * room.rooms,
    })),
  ];
  const off = discount ? discountPerPlace(discount, type.feeFen) * places : 0;
  if (off > 0)
    lines.push({
      kind: 'discount',
      description: `${discount!.code} (−¥${yuan(off)})`,
      unitFen: -discountPerPlace(discount!, type.feeFen),
      quantity: places,
      amountFen: -off,
    });
  const totalFen = lines.filter((l) => l.kind !== 'discount').reduce((sum, l) => sum + l.amountFen, 0);
  return { lines, totalFen, discountFen: off, payableFen: totalFen - off };
};
