import { CalendarOutlined, LoadingOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const RealPicker = lazy(() => import('./date-picker-part').then((m) => ({ default: m.DatePicker })));

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

/**
 * antd's DatePicker, loaded when the pointer first comes over it or it takes the focus: the picker
 * and its calendar weighed about 30 KB gzip on each console page with a date field (issue 45), though
 * nobody picks a date before reaching for the field. Until then an input of the same size shows the
 * value in the picker's format; focused, the real picker takes its place, focused and open.
 */
export function LazyDatePicker(props: TProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<'hover' | 'focus' | null>(null);
  const { id, value, placeholder, style, disabled, format } = props;
  const standIn = (loading: boolean) => (
    <Input
      id={id}
      readOnly
      disabled={disabled}
      value={value ? value.format(format) : ''}
      placeholder={placeholder}
      style={style}
      onFocus={() => setWanted('focus')}
      onPointerEnter={() => setWanted((was) => was ?? 'hover')}
      suffix={
        loading ? (
          <LoadingOutlined aria-label={t('console.lang.openingPicker')} />
        ) : (
          <CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />
        )
      }
    />
  );
  if (!wanted) return standIn(false);
  const focus = wanted === 'focus';
  return (
    <Suspense fallback={standIn(true)}>
      <RealPicker
        {...props}
        onChange={(date: unknown) => props.onChange?.(date as Dayjs | null)}
        autoFocus={focus}
        defaultOpen={focus}
      />
    </Suspense>
  );
}
