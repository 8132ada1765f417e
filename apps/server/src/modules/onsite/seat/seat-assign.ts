import type { TAutoAssign } from '@huitang/contracts';

export interface TFreeSeat {
  id: number;
  row: number;
  number: number;
  typeId: number | null;
}
export interface TWaitingPerson {
  registrationId: number;
  typeId: number;
  typeSort: number;
  unit: string;
}

const byFill = (fill: TAutoAssign['fill']) => (a: TFreeSeat, b: TFreeSeat) =>
  (fill === 'backToFront' ? b.row - a.row : a.row - b.row) || a.number - b.number;

/**
 * Who gets which free seat. Seats fill row by row in the chosen order; people queue by type (when
 * asked), then by unit (so colleagues sit side by side), then by when they registered. A seat zoned
 * for a type goes to that type's people first; anyone may take an unzoned seat, nobody another
 * type's zone.
 */
export const autoAssign = (
  free: TFreeSeat[],
  waiting: TWaitingPerson[],
  options: { byType: boolean; unitTogether: boolean; fill: TAutoAssign['fill'] },
) => {
  const queues = new Map<number | null, TFreeSeat[]>();
  for (const seat of [...free].sort(byFill(options.fill))) {
    const queue = queues.get(seat.typeId) ?? [];
    queue.push(seat);
    queues.set(seat.typeId, queue);
  }
  const firstUnit = new Map<string, number>();
  waiting.forEach((person, index) => {
    if (!firstUnit.has(person.unit)) firstUnit.set(person.unit, index);
  });
  const order = waiting
    .map((person, index) => ({ person, index }))
    .sort(
      (a, b) =>
        (options.byType ? a.person.typeSort - b.person.typeSort || a.person.typeId - b.person.typeId : 0) ||
        (options.unitTogether && a.person.unit && b.person.unit
          ? firstUnit.get(a.person.unit)! - firstUnit.get(b.person.unit)!
          : 0) ||
        a.index - b.index,
    );
  const pairs: { seatId: number; registrationId: number }[] = [];
  for (const { person } of order) {
    const seat = queues.get(person.typeId)?.shift() ?? queues.get(null)?.shift();
    if (seat) pairs.push({ seatId: seat.id, registrationId: person.registrationId });
  }
  return pairs;
};
