import type { TLocale } from '@huitang/contracts';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n';
import { phoneTheme, theme } from './styles/theme';

/** i18next, antd's locale, size and theme: everything a page renders inside, errors and islands included. */
export function Shell({
  locale,
  phone = false,
  children,
}: {
  locale: TLocale;
  /** A phone layout on a phone: controls a finger can hit (40 px) and no text under 14 px. */
  phone?: boolean;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={locale === 'en' ? enUS : zhCN}
        componentSize={phone ? 'large' : 'small'}
        theme={phone ? phoneTheme : theme}
      >
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
