import type { TSeat, TSeatLayoutKind } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import styles from './seat.module.css';

export type TSeatTone = 'free' | 'taken' | 'mine' | 'blocked' | 'found' | 'picked';

interface TSeatHallProps {
  seats: Pick<TSeat, 'id' | 'row' | 'number' | 'x' | 'y'>[];
  kind: TSeatLayoutKind;
  toneOf: (seatId: number) => TSeatTone;
  /** The zone's colour around a seat kept for a registration type. */
  zoneOf?: (seatId: number) => string | undefined;
  /** What a seat says when pointed at: its label, and who sits there. */
  titleOf: (seatId: number) => string;
  onSeatDown?: (seatId: number) => void;
  onSeatUp?: (seatId: number) => void;
  /** The seat to draw the eye to (the big screen's answer). */
  focus?: number | null;
  /** Tall screens (the big screen) let the hall fill the height too. */
  fill?: boolean;
}

const RADIUS = 0.38;

/** Row numbers (or table numbers, drawn in the table's middle) beside the seats. */
const rowMarks = (seats: TSeatHallProps['seats'], kind: TSeatLayoutKind) => {
  const groups = new Map<number, { x: number; y: number; count: number; minX: number }>();
  for (const seat of seats) {
    const group = groups.get(seat.row) ?? { x: 0, y: 0, count: 0, minX: Infinity };
    group.x += seat.x;
    group.y += seat.y;
    group.count += 1;
    group.minX = Math.min(group.minX, seat.x);
    groups.set(seat.row, group);
  }
  return [...groups].map(([row, group]) =>
    kind === 'roundTables'
      ? { row, x: group.x / group.count, y: group.y / group.count, table: true }
      : { row, x: -0.9, y: group.y / group.count, table: false },
  );
};

/**
 * A hall drawn as SVG from the seats' positions: the stage on top, row or table numbers, each seat a
 * circle coloured by its tone (and ringed by its zone). Seats answer pointer down and up, which is
 * what dragging a person onto a seat and clicking one both need.
 */
export function SeatHall({
  seats,
  kind,
  toneOf,
  zoneOf,
  titleOf,
  onSeatDown,
  onSeatUp,
  focus,
  fill,
}: TSeatHallProps) {
  const { t } = useTranslation();
  const width = Math.max(...seats.map((seat) => seat.x), 4) + 1;
  const height = Math.max(...seats.map((seat) => seat.y), 1) + 1;
  const numbers = seats.length <= 800;
  return (
    <svg
      className={fill ? styles.hallFill : styles.hall}
      viewBox={`-1.6 -2.4 ${width + 2.2} ${height + 2.6}`}
      role="group"
      aria-label={t('onsite.seats.stage')}
    >
      <rect className={styles.stage} x={0} y={-2.1} width={width - 0.6} height={1.1} rx={0.2} />
      <text className={styles.stageText} x={(width - 0.6) / 2} y={-1.32} textAnchor="middle">
        {t('onsite.seats.stage')}
      </text>
      {rowMarks(seats, kind).map((mark) =>
        mark.table ? (
          <g key={mark.row}>
            <circle className={styles.table} cx={mark.x} cy={mark.y} r={0.75} />
            <text className={styles.rowMark} x={mark.x} y={mark.y + 0.14} textAnchor="middle">
              {mark.row}
            </text>
          </g>
        ) : (
          <text key={mark.row} className={styles.rowMark} x={mark.x} y={mark.y + 0.14} textAnchor="middle">
            {mark.row}
          </text>
        ),
      )}
      {seats.map((seat) => {
        const zone = zoneOf?.(seat.id);
        return (
          <g
            key={seat.id}
            data-seat={`${seat.row}-${seat.number}`}
            data-tone={toneOf(seat.id)}
            className={`${styles.seat} ${styles[toneOf(seat.id)]} ${focus === seat.id ? styles.focus : ''}`}
            onPointerDown={onSeatDown ? () => onSeatDown(seat.id) : undefined}
            onPointerUp={onSeatUp ? () => onSeatUp(seat.id) : undefined}
          >
            <title>{titleOf(seat.id)}</title>
            {zone ? (
              <circle
                cx={seat.x}
                cy={seat.y}
                r={RADIUS + 0.09}
                fill="none"
                stroke={zone}
                strokeWidth={0.12}
              />
            ) : null}
            <circle cx={seat.x} cy={seat.y} r={RADIUS} />
            {numbers ? (
              <text x={seat.x} y={seat.y + 0.12} textAnchor="middle" className={styles.seatNumber}>
                {seat.number}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** Zone colours, one per registration type in the types' order. */
export const ZONE_COLOURS = [
  '#fa8c16',
  '#13c2c2',
  '#eb2f96',
  '#722ed1',
  '#a0d911',
  '#2f54eb',
  '#faad14',
  '#f5222d',
];
