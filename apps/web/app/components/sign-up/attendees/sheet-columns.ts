import { builtinFieldLabel } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/use-site';
import type { TFieldView } from '../form-fields';

/** Columns of a registration sheet besides the form's answers (exports; the import's type column). */
export const RECORD_COLUMNS = ['typeName', 'status', 'feeFen', 'orderNo', 'gmtCreate'] as const;
type TRecordColumn = (typeof RECORD_COLUMNS)[number];
const isRecordColumn = (key: string): key is TRecordColumn =>
  (RECORD_COLUMNS as readonly string[]).includes(key);

/**
 * A sheet column's name as the organiser reads it: the meeting's label of a form field, the name
 * of a registration column, or, for a built-in field the meeting switched off, the contract's name.
 */
export const useColumnLabel = (fields: TFieldView[]) => {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (key: string): string =>
    fields.find((field) => field.key === key)?.label ??
    (isRecordColumn(key) ? t(`signUp.export.${key}`) : builtinFieldLabel(key, locale));
};

/** What the import and custom-export dialogs of a meeting's registrations take. */
export interface TSheetDialogProps {
  meetingId: number;
  fields: TFieldView[];
  open: boolean;
  onClose: () => void;
}
