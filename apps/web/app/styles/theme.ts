import type { ThemeConfig } from 'antd';

export const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif';

export const theme: ThemeConfig = {
  cssVar: { key: 'huitang' },
  // One antd on the page, so no hash classes: they differ between a development-mode server and
  // the production client bundle and would break hydration.
  hashed: false,
  // antd draws with the stylesheet the build makes (vite/antd-static-css.ts, decision 043) instead of
  // writing its CSS while it renders: the runtime still writes the theme's CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#1f5af6',
    colorLink: '#1f5af6',
    colorText: '#1f2329',
    colorTextSecondary: '#646a73',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
};

/**
 * The same theme on a phone: antd's "small" text (tags, captions, counts) is 12 px, unreadable on a
 * phone, so it is 14 there. Its own CSS variable scope keeps the two themes' values apart in the
 * process-wide style cache.
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  cssVar: { key: 'huitang-phone' },
  token: { ...theme.token, fontSizeSM: 14 },
};
