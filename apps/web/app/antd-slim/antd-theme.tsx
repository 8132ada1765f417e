import type { TLocale } from '@huitang/contracts';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { phoneTheme, theme } from '../styles/theme';
import type { TAntdTheme } from './antd-theme-key';
import { antdStylesheetLoaded } from './antd-stylesheet';

/**
 * antd's locale, size and theme for what it draws inside: the routes that draw antd (AntdOutlet)
 * and the islands that load antd later (AntdIsland), both in antd-scope.tsx.
 */
export function AntdTheme({
  locale,
  phone,
  children,
}: {
  locale: TLocale;
  phone: boolean;
  children: ReactNode;
}) {
  return (
    <ConfigProvider
      locale={locale === 'en' ? enUS : zhCN}
      componentSize={phone ? 'large' : 'small'}
      theme={phone ? phoneTheme : theme}
    >
      {children}
    </ConfigProvider>
  );
}

// Handed over through a global symbol (antd-theme-key.ts's ANTD_THEME), importing nothing of the
// base: this module heads the antd-core chunk (vite.config.ts), which takes in all it imports.
(globalThis as Record<symbol, TAntdTheme | undefined>)[Symbol.for('huitang.antd-theme')] = AntdTheme;

// Whatever imports antd imports this module first (vite/antd-theme.ts), so nothing of antd draws in
// the browser before its stylesheet has loaded.
if (typeof document !== 'undefined') await antdStylesheetLoaded();
