'use client';

import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocale } from '@/components/providers/i18n-context';
import { antdTheme } from '@/lib/theme';

/** antd's ConfigProvider (locale zh_CN / en_US with the matching dayjs locale, the theme) and App. */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  dayjs.locale(locale === 'en' ? 'en' : 'zh-cn');
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : zhCN} theme={antdTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
