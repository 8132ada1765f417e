import { CalendarOutlined, LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useContext, useState, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const RealPicker = lazy(() => import('./date-picker-part').then((m) => ({ default: m.DatePicker })));
const RealRangePicker = lazy(() =>
  import('./date-picker-part').then((m) => ({ default: m.DatePicker.RangePicker })),
);

/** What the console's date fields set on a picker, and what Form.Item gives it (id, value, onChange). */
interface TProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  format: string;
  showTime?: { format: string };
  needConfirm?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  disabled?: boolean;
}

type TRange = [Dayjs | null, Dayjs | null];

/** A range field's props, as antd's RangePicker takes them from the form and the page. */
interface TRangeProps extends Omit<TProps, 'value' | 'onChange' | 'placeholder'> {
  value?: TRange | null;
  onChange?: (value: TRange | null) => void;
  allowEmpty?: [boolean, boolean];
  /** The spinner's name while the picker loads, in the page's texts (the console's by default). */
  loadingLabel?: string;
}

/**
 * Until the pointer first comes over a date field or it takes the focus, an input of the same size
 * showing the value in the picker's format; then the real picker, loaded on demand (a spinner in the
 * input meanwhile), focused and open if the field was focused.
 */
function useLazyPicker(
  { id, disabled, style }: { id?: string; disabled?: boolean; style?: CSSProperties },
  shown: { text: string; placeholder?: string; loadingLabel: string },
  real: (wanted: { focus: boolean }) => ReactElement,
) {
  const [wanted, setWanted] = useState<'hover' | 'focus' | null>(null);
  const standIn = (loading: boolean) => (
    <Input
      id={id}
      readOnly
      disabled={disabled}
      value={shown.text}
      placeholder={shown.placeholder}
      style={style}
      onFocus={() => setWanted('focus')}
      onPointerEnter={() => setWanted((was) => was ?? 'hover')}
      suffix={
        loading ? (
          <LoadingOutlined aria-label={shown.loadingLabel} />
        ) : (
          <CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />
        )
      }
    />
  );
  if (!wanted) return standIn(false);
  return <Suspense fallback={standIn(true)}>{real({ focus: wanted === 'focus' })}</Suspense>;
}

/**
 * antd's DatePicker, loaded when the pointer first comes over it or it takes the focus: the picker
 * and its calendar weighed about 30 KB gzip on each console page with a date field (issue 45), though
 * nobody picks a date before reaching for the field.
 */
export function LazyDatePicker(props: TProps) {
  const { t } = useTranslation();
  const { value, format, placeholder } = props;
  return useLazyPicker(
    props,
    { text: value ? value.format(format) : '', placeholder, loadingLabel: t('console.lang.openingPicker') },
    ({ focus }) => (
      <RealPicker
        {...props}
        onChange={(date: unknown) => props.onChange?.(date as Dayjs | null)}
        autoFocus={focus}
        defaultOpen={focus}
      />
    ),
  );
}

/**
 * antd's RangePicker, loaded as LazyDatePicker loads its picker (issue 45: the paper settings and an
 * exam's window, where it was 31 KB of the page's first load). The stand-in shows both ends with the
 * range's arrow between them.
 */
export function LazyRangePicker({ loadingLabel, ...props }: TRangeProps) {
  const { t } = useTranslation();
  // antd's own placeholders for the two ends, in the page's language (the theme's locale).
  const ends = useContext(ConfigProvider.ConfigContext).locale?.DatePicker?.lang.rangePlaceholder;
  const { value, format } = props;
  const [start, end] = value ?? [null, null];
  const text = start || end ? `${start?.format(format) ?? ''} → ${end?.format(format) ?? ''}` : '';
  return useLazyPicker(
    props,
    {
      text,
      placeholder: ends?.join(' → '),
      loadingLabel: loadingLabel ?? t('console.lang.openingPicker'),
    },
    ({ focus }) => (
      <RealRangePicker
        {...props}
        onChange={(dates: unknown) => props.onChange?.(dates as TRange | null)}
        autoFocus={focus}
        defaultOpen={focus}
      />
    ),
  );
}
