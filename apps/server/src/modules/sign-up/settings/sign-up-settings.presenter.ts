import { DEFAULT_FIELDS } from '@huitang/contracts';
import type { TDiscount, TSignUpSettings, THotel, TInviteCode, TRegType } from '@huitang/contracts';
import type {
  TDiscountRow,
  THotelTree,
  TInviteRow,
  TSettingsRow,
  TTypeRow,
} from '../sign-up-settings.repository.ts';

export const presentType = (row: TTypeRow, taken: number): TRegType => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
  feeFen: row.feeFen,
  quota: row.quota,
  needsAudit: row.needsAudit,
  inviteOnly: row.inviteOnly,
  sort: row.sort,
  taken,
});

export const presentHotel = (hotel: THotelTree, booked: Map<number, number>): THotel => ({
  id: hotel.id,
  name: hotel.name,
  nameEn: hotel.nameEn,
  address: hotel.address,
  roomTypes: hotel.roomTypes.map((room) => ({
    id: room.id,
    name: room.name,
    nameEn: room.nameEn,
    priceFen: room.priceFen,
    nights: room.nights.map((n) => ({
      id: n.id,
      night: n.night,
      inventory: n.inventory,
      booked: booked.get(n.id) ?? 0,
    })),
  })),
});

/** A meeting without sign-up configured yet starts from these: closed times, name and mobile asked. */
export const presentSettings = (
  meetingId: number,
  row: TSettingsRow | undefined,
  types: TRegType[],
  hotels: THotel[],
): TSignUpSettings => ({
  meetingId,
  openTime: row?.openTime?.toISOString() ?? null,
  closeTime: row?.closeTime?.toISOString() ?? null,
  agentEnabled: row?.agentEnabled ?? false,
  agentMax: row?.agentMax ?? 5,
  invoiceOrdinary: row?.invoiceOrdinary ?? false,
  invoiceSpecial: row?.invoiceSpecial ?? false,
  liveNeedsSignUp: row?.liveNeedsSignUp ?? false,
  orderTimeoutMinutes: row?.orderTimeoutMinutes ?? 30,
  fields: row?.fields ?? DEFAULT_FIELDS,
  types,
  hotels,
});

export const presentDiscount = (row: TDiscountRow, used: number): TDiscount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  usageLimit: row.usageLimit,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  typeIds: row.typeIds,
  used,
});

export const presentInvite = (row: TInviteRow, used: number): TInviteCode => ({
  id: row.id,
  code: row.code,
  singleUse: row.singleUse,
  typeIds: row.typeIds,
  remark: row.remark,
  used,
  gmtCreate: row.createdAt.toISOString(),
});
