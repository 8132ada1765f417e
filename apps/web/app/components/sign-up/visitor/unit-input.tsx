import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { unitSearchPath } from '../paths';

const DEBOUNCE_MS = 300;

const searchUnits = async (name: string): Promise<string[]> => {
  const response = await fetch(unitSearchPath(name), { credentials: 'same-origin' }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { code?: number; data?: unknown } | null;
  return body?.code === 200 && Array.isArray(body.data)
    ? body.data.filter((item) => typeof item === 'string')
    : [];
};

/** The company field: what is typed, with the companies others entered as suggestions (SPEC 7 unit search). */
export function UnitInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength: number;
}) {
  const [options, setOptions] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const name = text.trim();
    if (!name) return setOptions([]);
    timer.current = setTimeout(() => void searchUnits(name).then(setOptions), DEBOUNCE_MS);
  };

  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      onSearch={search}
      options={options.map((unit) => ({ value: unit, label: unit }))}
      placeholder={placeholder}
      maxLength={maxLength}
      notFoundContent={null}
    />
  );
}
