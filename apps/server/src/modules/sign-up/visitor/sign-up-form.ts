import { DEFAULT_FIELDS } from '@huitang/contracts';
import type { TSignUpForm, TLocale, TPayProvider } from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TInviteRow } from '../sign-up-settings.repository.ts';
import { inventoryRepository } from '../inventory.repository.ts';
import { attendeeCountsRepository } from '../attendee-counts.repository.ts';
import type { TSignUpConfig } from './sign-up-config.ts';
import { inLocale, signUpState, unlocks } from '../sign-up-rules.ts';

/** The sign-up page's data: what the meeting asks, what is left of each type and room night. */
export const signUpForm = async (
  db: TDb,
  { meeting, settings, types, hotels }: TSignUpConfig,
  invite: TInviteRow | undefined,
  payProviders: TPayProvider[],
  locale: TLocale,
): Promise<TSignUpForm> => {
  const [usage, booked, inviteUses] = await Promise.all([
    attendeeCountsRepository.typeUsage(db, meeting.id),
    inventoryRepository.roomsBooked(
      db,
      hotels.flatMap((h) => h.roomTypes.flatMap((r) => r.nights.map((n) => n.id))),
    ),
    invite?.singleUse ? inventoryRepository.codeUses(db, 'invite', invite.id) : Promise.resolve(0),
  ]);
  const inviteGood = invite !== undefined && inviteUses === 0;
  const fields = settings?.fields.length ? settings.fields : DEFAULT_FIELDS;
  return {
    meetingId: meeting.id,
    meetingName: inLocale(locale, meeting.meetingName, meeting.meetingNameEn),
    state: signUpState(settings, types.length > 0),
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
          description: inLocale(locale, type.description, type.descriptionEn),
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
        options: f.options.map((o) => ({ value: o.label, label: inLocale(locale, o.label, o.labelEn) })),
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
    payProviders,
  };
};
