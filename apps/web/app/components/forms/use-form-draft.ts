import type { FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';

/**
 * Keeps what a person typed into a long form in this tab's sessionStorage, so a reload (or a slip of
 * the back button) brings it back; dropped once the form has been sent. Restored after hydration,
 * so the server's page and the browser's first render stay alike.
 */
export const useFormDraft = <T extends object>(form: FormInstance<T>, key: string) => {
  useEffect(() => {
    const saved = sessionStorage.getItem(key);
    if (!saved) return;
    try {
      form.setFieldsValue(JSON.parse(saved) as Parameters<FormInstance<T>['setFieldsValue']>[0]);
    } catch {
      sessionStorage.removeItem(key);
    }
  }, [form, key]);
  return useMemo(
    () => ({
      save: () => sessionStorage.setItem(key, JSON.stringify(form.getFieldsValue(true))),
      discard: () => sessionStorage.removeItem(key),
    }),
    [form, key],
  );
};
