import type { TSeatLayout } from './onsite-seat.ts';

export interface TSeatPlace {
  row: number;
  number: number;
  /** The seat's centre, in seat widths from the hall's top-left; the stage is above row 1. */
  x: number;
  y: number;
}

const ROW_PITCH = 1.25;
/** How many of `aisles` (each "after seat n") lie before seat `index` (1-based): each adds a gap. */
const gapsBefore = (aisles: number[], index: number) => aisles.filter((after) => after < index).length;

const rowsOfSeats = (
  rows: number,
  perRow: number,
  xOf: (number: number) => number,
  yOf: (row: number) => number,
): TSeatPlace[] => {
  const places: TSeatPlace[] = [];
  for (let row = 1; row <= rows; row++)
    for (let number = 1; number <= perRow; number++)
      places.push({ row, number, x: xOf(number), y: yOf(row) });
  return places;
};

/** Seats around a table, clockwise from the top, the tables in rows; a table's number is its "row". */
const roundTables = (tables: number, seatsPerTable: number, tablesPerRow: number): TSeatPlace[] => {
  const radius = Math.max(1.1, (seatsPerTable * 1.05) / (2 * Math.PI));
  const span = radius * 2 + 1.6;
  const places: TSeatPlace[] = [];
  for (let table = 1; table <= tables; table++) {
    const centreX = ((table - 1) % tablesPerRow) * span + span / 2;
    const centreY = Math.floor((table - 1) / tablesPerRow) * span + span / 2;
    for (let number = 1; number <= seatsPerTable; number++) {
      const angle = ((number - 1) / seatsPerTable) * 2 * Math.PI - Math.PI / 2;
      places.push({
        row: table,
        number,
        x: round(centreX + radius * Math.cos(angle)),
        y: round(centreY + radius * Math.sin(angle)),
      });
    }
  }
  return places;
};
const round = (value: number) => Math.round(value * 100) / 100;

/** The seats a template makes, front row first, left to right. */
export const seatPlaces = (layout: TSeatLayout): TSeatPlace[] => {
  switch (layout.kind) {
    case 'theatre':
      return rowsOfSeats(
        layout.rows,
        layout.seatsPerRow,
        (n) => n - 1 + gapsBefore(layout.aisleAfter, n) + 0.5,
        (row) => (row - 1) * ROW_PITCH + 0.5,
      );
    case 'classroom':
      // Each desk is followed by an aisle; rows sit further apart to leave room for the desks.
      return rowsOfSeats(
        layout.rows,
        layout.desksPerRow * layout.seatsPerDesk,
        (n) => n - 1 + Math.floor((n - 1) / layout.seatsPerDesk) + 0.5,
        (row) => (row - 1) * 2 + 0.5,
      );
    case 'roundTables':
      return roundTables(layout.tables, layout.seatsPerTable, layout.tablesPerRow);
    case 'grid':
      return rowsOfSeats(
        layout.rows,
        layout.columns,
        (n) => n - 1 + gapsBefore(layout.aisleAfterColumns, n) + 0.5,
        (row) => (row - 1 + gapsBefore(layout.aisleAfterRows, row)) * ROW_PITCH + 0.5,
      );
  }
};

/** How many seats a template makes, before making them. */
export const seatCount = (layout: TSeatLayout) => {
  switch (layout.kind) {
    case 'theatre':
      return layout.rows * layout.seatsPerRow;
    case 'classroom':
      return layout.rows * layout.desksPerRow * layout.seatsPerDesk;
    case 'roundTables':
      return layout.tables * layout.seatsPerTable;
    case 'grid':
      return layout.rows * layout.columns;
  }
};
