import { useState } from 'react';
import type { TCardField } from './card-canvas';

/** Where a field goes when it is first ticked, in the card's millimetres: the left edge, under the others. */
export interface TFieldStart {
  x: number;
  y: number;
  /** Down this much per field already on the card, to `maxY` at the most. */
  step: number;
  maxY: number;
  /** Its font size, and a QR code's side. */
  size: number;
  qrSize: number;
}

/**
 * A card designer's draft (badge, certificate): its fields moved, resized and ticked on or off.
 * Each page keeps its own settings beside them in the same draft.
 */
export function useCardDraft<K extends string, T extends { fields: TCardField<K>[] }>(
  template: T,
  start: TFieldStart,
) {
  const [draft, setDraft] = useState<T>(template);
  const change = (key: K, patch: Partial<TCardField<K>>) =>
    setDraft((before) => ({
      ...before,
      fields: before.fields.map((field) => (field.key === key ? { ...field, ...patch } : field)),
    }));
  const toggle = (key: K, on: boolean) =>
    setDraft((before) => ({
      ...before,
      fields: on
        ? [
            ...before.fields,
            {
              key,
              x: start.x,
              y: Math.min(start.maxY, start.y + before.fields.length * start.step),
              size: key === 'qr' ? start.qrSize : start.size,
              align: 'left' as const,
              bold: false,
            },
          ]
        : before.fields.filter((f) => f.key !== key),
    }));
  return { draft, setDraft, change, toggle };
}
