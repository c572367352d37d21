import type { ThemeConfig } from 'antd';

/** The one antd theme; the same tokens are CSS variables in app/v/[variant]/globals.css. */
export const BRAND_COLOR = '#d9480f';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};
