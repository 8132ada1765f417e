import { BADGE_SIZES, type TBadgeField, type TBadgeFieldKey, type TBadgeSize } from '@huitang/contracts';
import { useRef } from 'react';
import styles from './badge.module.css';

/** Screen pixels per millimetre of the preview: a 90 mm badge is 270 px wide. */
const PX_PER_MM = 3;
/** A point is 1/72 inch: in millimetres, 25.4 / 72. */
const MM_PER_PT = 25.4 / 72;

interface TProps {
  size: TBadgeSize;
  backgroundUrl: string;
  fields: TBadgeField[];
  values: Record<TBadgeFieldKey, string>;
  onMove: (key: TBadgeFieldKey, x: number, y: number) => void;
}

const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;

/**
 * One badge at its real proportions, as the PDF draws it: the background stretched, each field at its
 * place, text at its size. A field is dragged with the pointer (mouse, pen or finger) to a new place.
 */
export function BadgeCanvas({ size, backgroundUrl, fields, values, onMove }: TProps) {
  const { widthMm, heightMm } = BADGE_SIZES[size];
  const board = useRef<HTMLDivElement>(null);

  const drag = (field: TBadgeField) => (event: React.PointerEvent<HTMLDivElement>) => {
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
      data-testid="badge-canvas"
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
