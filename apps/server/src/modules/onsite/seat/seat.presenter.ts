import type { TLocale, TMySeat, TSeatMap, TSeatMapSummary } from '@huitang/contracts';
import type { seatRepository, TSeatMapRow, TSeatRow } from './seat.repository.ts';

type TRepo = typeof seatRepository;
type TOccupantRow = Awaited<ReturnType<TRepo['occupants']>>[number];
type TPersonRow = Awaited<ReturnType<TRepo['people']>>[number];

const typeNameOf = (row: { typeName: string; typeNameEn: string }, locale: TLocale) =>
  (locale === 'en' && row.typeNameEn) || row.typeName;

/** A map in the meeting's list of maps: its size and how many seats are held. */
export const presentSummary = (map: TSeatMapRow, seats: number, taken: number): TSeatMapSummary => ({
  id: map.id,
  name: map.name,
  kind: map.layout.kind,
  selfChoice: map.selfChoice,
  createdAt: map.createdAt.toISOString(),
  archivedAt: map.archivedAt?.toISOString() ?? null,
  seats,
  taken,
});

/**
 * The map with its seats and who sits in them. An attendee's view (`attendee` = their own
 * registrations) names nobody: another person's seat shows registrationId 0, taken.
 */
export const presentSeatMap = (
  map: TSeatMapRow,
  seatRows: TSeatRow[],
  occupantRows: TOccupantRow[],
  locale: TLocale,
  attendee?: Set<number>,
): TSeatMap => {
  const holding = new Set(occupantRows.map((row) => row.registrationId));
  const occupantOf = (id: number | null) => {
    if (!id || !holding.has(id)) return null;
    return !attendee || attendee.has(id) ? id : 0;
  };
  return {
    ...presentSummary(map, seatRows.length, holding.size),
    meetingId: map.meetingId,
    seatList: seatRows.map(({ mapId: _mapId, ...seat }) => ({
      ...seat,
      registrationId: occupantOf(seat.registrationId),
    })),
    occupants: attendee
      ? []
      : occupantRows.map(({ typeNameEn, ...row }) => ({
          ...row,
          typeName: typeNameOf({ ...row, typeNameEn }, locale),
        })),
  };
};

/** A confirmed person without a seat, for the organiser to seat. */
export const presentUnseated = (row: TPersonRow, locale: TLocale) => ({
  registrationId: row.registrationId,
  name: row.name,
  unit: row.unit,
  mobile: row.mobile,
  typeId: row.typeId,
  typeName: typeNameOf(row, locale),
});

/** A person the big screen's search found, with their seat if they have one. */
export const presentFound = (row: TPersonRow, locale: TLocale) => ({
  registrationId: row.registrationId,
  name: row.name,
  unit: row.unit,
  typeId: row.typeId,
  typeName: typeNameOf(row, locale),
  seatId: row.seatId,
  row: row.row,
  number: row.number,
});

/** An attendee's place in a meeting with a seat map, and the seat it holds (none yet: row and number 0). */
export const presentMySeat = (
  place: { id: number; meetingId: number; name: string; typeId: number },
  map: Pick<TSeatMapRow, 'layout' | 'selfChoice'>,
  seat: { seatId: number; row: number; number: number } | undefined,
): TMySeat => ({
  meetingId: place.meetingId,
  registrationId: place.id,
  name: place.name,
  typeId: place.typeId,
  kind: map.layout.kind,
  seatId: seat?.seatId ?? null,
  row: seat?.row ?? 0,
  number: seat?.number ?? 0,
  selfChoice: map.selfChoice,
});
