import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { TTranslator } from './texts';

/**
 * react-i18next's provider and hook over texts.ts. The build resolves `react-i18next` here
 * (vite.config.ts), so every `useTranslation` keeps its import and its types; the texts are fixed
 * per language, so `t` keeps its identity and no change of language happens in place.
 */
const TextsContext = createContext<TTranslator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: TTranslator; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: i18n }, children);
}

export const useTranslation = () => {
  const i18n = useContext(TextsContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  return { t: i18n.t, i18n, ready: true };
};
