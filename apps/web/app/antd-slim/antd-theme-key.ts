import type { TLocale } from '@huitang/contracts';
import type { ComponentType, ReactNode } from 'react';

/** Where antd-theme.tsx leaves its ConfigProvider for antd-scope.tsx (a global: see antd-theme.tsx). */
export const ANTD_THEME = Symbol.for('huitang.antd-theme');

export type TAntdTheme = ComponentType<{ locale: TLocale; phone: boolean; children: ReactNode }>;
