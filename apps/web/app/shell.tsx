import { DEFAULT_LOCALE, type TLocale } from '@huitang/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createI18n } from './i18n';
import { I18nextProvider } from './i18n/react';

interface TShell {
  locale: TLocale;
  /** A phone layout on a phone: controls a finger can hit (40 px) and no text under 14 px. */
  phone: boolean;
}

const ShellContext = createContext<TShell>({ locale: DEFAULT_LOCALE, phone: false });

/** The page's language and whether it is drawn for a phone, for antd's theme (antd-slim/antd-theme.tsx). */
export const useShell = (): TShell => useContext(ShellContext);

/**
 * The texts and the page's language and device: everything a page renders inside, errors and
 * islands included. antd's ConfigProvider is not here but around the routes that draw antd
 * (antd-slim/antd-scope.tsx), so a page without antd loads none of it.
 */
export function Shell({
  locale,
  phone = false,
  children,
}: {
  locale: TLocale;
  phone?: boolean;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const shell = useMemo(() => ({ locale, phone }), [locale, phone]);
  return (
    <I18nextProvider i18n={i18n}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </I18nextProvider>
  );
}
