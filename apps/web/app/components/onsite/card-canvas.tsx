import { useRef } from 'react';
import styles from './badge.module.css';

/** A point is 1/72 inch: in millimetres, 25.4 / 72. */
const MM_PER_PT = 25.4 / 72;

export interface TCardField<K extends string> {
  key: K;
  x: number;
  y: number;
  size: number;
  align: 'left' | 'center';
  bold: boolean;
}

interface TProps<K extends string> {
  widthMm: number;
  heightMm: number;
  backgroundUrl: string;
  fields: TCardField<K>[];
  values: Record<K, string>;
  onMove: (key: K, x: number, y: number) => void;
  /** Screen pixels per millimetre: 3 shows a 90 mm badge 270 px wide; an A4 certificate takes less. */
  pxPerMm?: number;
  testId: string;
}

const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;

/**
 * One card (a badge, a certificate) at its real proportions, as the PDF draws it: the background
 * stretched, each field at its place, text at its size; the field `qr` is the QR's square. A field is
 * dragged with the pointer (mouse, pen or finger) to a new place.
 */
export function CardCanvas<K extends string>({
  widthMm,
  heightMm,
  backgroundUrl,
  fields,
  values,
  onMove,
  pxPerMm: PX_PER_MM = 3,
  testId,
}: TProps<K>) {
  const board = useRef<HTMLDivElement>(null);

  const drag = (field: TCardField<K>) => (event: React.PointerEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    element.setPointerCapture(event.pointerId);
    const start = { x: event.clientX, y: event.clientY, fieldX: field.x, fieldY: field.y };
    const move = (next: PointerEvent) => {
      onMove(
        field.key,
        clamp(start.fieldX + (next.clientX - start.x) / PX_PER_MM, widthMm - 2),
        clamp(start.fieldY + (next.clientY - start.y) / PX_PER_MM, heightMm - 2),
      );
    };
    const end = () => {
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', end);
    };
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', end);
  };

  return (
    <div
      ref={board}
      className={styles.board}
      style={{
        width: widthMm * PX_PER_MM,
        height: heightMm * PX_PER_MM,
        backgroundImage: backgroundUrl ? `url("${backgroundUrl}")` : undefined,
      }}
      data-testid={testId}
    >
      {fields.map((field) => {
        const isQr = field.key === 'qr';
        const centred = field.align === 'center' && !isQr;
        return (
          <div
            key={field.key}
            className={isQr ? styles.qr : styles.field}
            data-field={field.key}
            onPointerDown={drag(field)}
            style={{
              left: centred ? 0 : field.x * PX_PER_MM,
              right: centred ? 0 : undefined,
              top: field.y * PX_PER_MM,
              textAlign: centred ? 'center' : 'left',
              fontWeight: field.bold ? 700 : 400,
              fontSize: field.size * MM_PER_PT * PX_PER_MM,
              width: isQr ? field.size * PX_PER_MM : undefined,
              height: isQr ? field.size * PX_PER_MM : undefined,
            }}
          >
            {isQr ? null : values[field.key]}
          </div>
        );
      })}
    </div>
  );
}
