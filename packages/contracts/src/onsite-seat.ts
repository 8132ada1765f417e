import { z } from 'zod';
import { ZId } from './fields.ts';
import type { TLocale } from './constants.ts';

/**
 * A hall's seat map, made from a template: theatre rows (seats in rows, aisles after chosen seat
 * numbers), a classroom (desks of a few seats with an aisle between desks), round tables, or a free
 * grid with aisles between rows and columns. Seats can then be blocked and zoned by registration type
 * on the editor's canvas. Seat 1 of row 1 is at the front left, facing the stage.
 */
const count = (max: number) => z.number().int().min(1, 'field.invalid').max(max, 'field.invalid');
const aisles = z
  .array(z.number().int().min(1, 'field.invalid').max(99, 'field.invalid'))
  .max(20, 'field.tooLong');

export const ZSeatLayout = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('theatre'), rows: count(60), seatsPerRow: count(80), aisleAfter: aisles }),
  z.object({ kind: z.literal('classroom'), rows: count(60), desksPerRow: count(20), seatsPerDesk: count(6) }),
  z.object({
    kind: z.literal('roundTables'),
    tables: count(150),
    seatsPerTable: z.number().int().min(2, 'field.invalid').max(16, 'field.invalid'),
    tablesPerRow: count(12),
  }),
  z.object({
    kind: z.literal('grid'),
    rows: count(60),
    columns: count(80),
    aisleAfterRows: aisles,
    aisleAfterColumns: aisles,
  }),
]);
export type TSeatLayout = z.infer<typeof ZSeatLayout>;
export type TSeatLayoutKind = TSeatLayout['kind'];
export const MAX_SEATS = 5000;

export const ZSeatMapCreate = z.object({
  meetingId: ZId,
  name: z.string().trim().min(1, 'field.required').max(50, 'field.tooLong'),
  layout: ZSeatLayout,
});
export type TSeatMapCreate = z.infer<typeof ZSeatMapCreate>;

/** One seat as the canvas draws it: x and y in seat widths from the hall's top-left (the stage side). */
export const ZSeat = z.object({
  id: z.number().int(),
  row: z.number().int(),
  number: z.number().int(),
  x: z.number(),
  y: z.number(),
  blocked: z.boolean(),
  /** The registration type the seat is kept for (its zone), or null for anyone. */
  typeId: z.number().int().nullable(),
  /** Who sits there; null when free. An attendee choosing sees 0 for anyone else's seat. */
  registrationId: z.number().int().nullable(),
});
export type TSeat = z.infer<typeof ZSeat>;

export const ZSeatOccupant = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
});
export type TSeatOccupant = z.infer<typeof ZSeatOccupant>;

export const ZSeatMapSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['theatre', 'classroom', 'roundTables', 'grid']),
  selfChoice: z.boolean(),
  createdAt: z.string(),
  /** When a newer arrangement replaced it; null for the current one. */
  archivedAt: z.string().nullable(),
  seats: z.number().int(),
  taken: z.number().int(),
});
export type TSeatMapSummary = z.infer<typeof ZSeatMapSummary>;

/** The whole map: seats with who sits where (organisers), or only taken/free (an attendee choosing). */
export const ZSeatMap = ZSeatMapSummary.extend({
  meetingId: z.number().int(),
  seatList: z.array(ZSeat),
  occupants: z.array(ZSeatOccupant),
});
export type TSeatMap = z.infer<typeof ZSeatMap>;

export const ZSeatMapRequest = z.object({ meetingId: ZId, mapId: ZId.optional() });

/** The canvas's edits of the current map: seats blocked or opened, zoned or unzoned; self-choice on or off. */
export const ZSeatMapEdit = z.object({
  meetingId: ZId,
  selfChoice: z.boolean().optional(),
  seats: z
    .array(z.object({ id: ZId, blocked: z.boolean(), typeId: ZId.nullable() }))
    .max(MAX_SEATS, 'field.tooLong')
    .default([]),
});
export type TSeatMapEdit = z.infer<typeof ZSeatMapEdit>;

/** Seat a person (or move them; a taken seat swaps its two people), or unseat them with seatId null. */
export const ZSeatAssign = z.object({ meetingId: ZId, registrationId: ZId, seatId: ZId.nullable() });
export type TSeatAssign = z.infer<typeof ZSeatAssign>;

export const ZAutoAssign = z.object({
  meetingId: ZId,
  /** People of one type sit together, in the types' order. Zones are honoured either way. */
  byType: z.boolean().default(true),
  /** People of one unit sit side by side. */
  unitTogether: z.boolean().default(true),
  fill: z.enum(['frontToBack', 'backToFront']).default('frontToBack'),
});
export type TAutoAssign = z.infer<typeof ZAutoAssign>;
export const ZAutoAssignResult = z.object({ seated: z.number().int(), unseated: z.number().int() });

export const ZUnseatedRequest = z.object({
  meetingId: ZId,
  keyword: z.string().trim().max(50, 'field.tooLong').default(''),
});
export const ZUnseated = z.array(ZSeatOccupant.extend({ mobile: z.string() }));

/** The big screen's search: by name (part of it) or the whole mobile. */
export const ZSeatFindRequest = z.object({
  meetingId: ZId,
  keyword: z.string().trim().min(1, 'field.required').max(50, 'field.tooLong'),
});
export const ZSeatFound = z.array(
  ZSeatOccupant.extend({
    seatId: z.number().int().nullable(),
    row: z.number().int(),
    number: z.number().int(),
  }),
);

/** The attendee's own side: each of their confirmed places and its seat, across meetings or in one. */
export const ZMySeatsRequest = z.object({ meetingId: ZId.optional() });
export const ZMySeat = z.object({
  meetingId: z.number().int(),
  registrationId: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  kind: ZSeatMapSummary.shape.kind,
  seatId: z.number().int().nullable(),
  row: z.number().int(),
  number: z.number().int(),
  /** Whether the organiser lets attendees choose (and change) their seat now. */
  selfChoice: z.boolean(),
});
export type TMySeat = z.infer<typeof ZMySeat>;

export const ZSeatChoose = z.object({ meetingId: ZId, registrationId: ZId, seatId: ZId });
export type TSeatChoose = z.infer<typeof ZSeatChoose>;

export interface TSeatImportIssue {
  row: number;
  message: string;
}
export const ZSeatImportResult = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});

/** "3排12座" / "Row 3, seat 12"; at round tables "5桌3座" / "Table 5, seat 3". */
export const seatLabel = (
  seat: { row: number; number: number },
  kind: TSeatLayoutKind,
  locale: TLocale,
): string => {
  const tables = kind === 'roundTables';
  if (locale === 'en') return `${tables ? 'Table' : 'Row'} ${seat.row}, seat ${seat.number}`;
  return `${seat.row}${tables ? '桌' : '排'}${seat.number}座`;
};
