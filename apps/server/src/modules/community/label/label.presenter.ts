import type { TLabel, TLocale } from '@huitang/contracts';
import type { TLabelRow } from './label.repository.ts';

/** SPEC labelNo/labelName, the name in the reader's language (the Chinese one when it has none). */
export const presentLabel = (row: TLabelRow, locale: TLocale): TLabel => ({
  labelNo: row.id,
  labelName: locale === 'en' && row.labelNameEn ? row.labelNameEn : row.labelName,
});

/** A post's labels by their ids, skipping any the admin has deleted since. */
export const presentLabels = (ids: number[], labels: Map<number, TLabelRow>, locale: TLocale): TLabel[] =>
  ids.flatMap((id) => {
    const label = labels.get(id);
    return label ? [presentLabel(label, locale)] : [];
  });
