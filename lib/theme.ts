import type { ThemeConfig } from 'antd';

/**
 * The one antd theme; the same tokens are CSS variables in app/v/[variant]/globals.css. Text colours keep WCAG
 * 2.2 AA contrast (4.5:1) on white and on the page background (issue 20 item 11): the brand was #d9480f
 * (4.29:1) and the third text colour #86909c (3.23:1); antd's own tertiary/description grey (45 % black,
 * 3.36:1) and error red (#ff4d4f, 3.27:1) are replaced the same way.
 */
export const BRAND_COLOR = '#c4410c';
/** `--text-3`: hints, dates, counts (5.24:1 on white, 4.72:1 on #f2f3f5). */
export const TEXT_3_COLOR = '#646d79';
/** Error text (5.57:1 on white). */
export const ERROR_COLOR = '#cf1322';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    // info notices (e.g. the visitor hint on a checkout) in the brand's tint, not antd's default blue
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorError: ERROR_COLOR,
    colorTextTertiary: TEXT_3_COLOR,
    colorTextDescription: TEXT_3_COLOR,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};
