'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import type { Messages } from '@/lib/i18n/messages';
import type { DeviceClass } from '@/lib/routing/variant';
import { antdTheme } from '@/lib/theme';

/** The one providers file: Query, antd ConfigProvider with the dayjs locale, antd App, i18n. */
export function Providers(props: { locale: Locale; device: DeviceClass; messages: Messages; children: ReactNode }) {
  const { locale, device, messages, children } = props;
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  dayjs.locale(locale === 'en' ? 'en' : 'zh-cn');
  return (
    <I18nProvider locale={locale} device={device} messages={messages}>
      <QueryClientProvider client={client}>
        <ConfigProvider locale={locale === 'en' ? enUS : zhCN} theme={antdTheme}>
          <App component={false}>{children}</App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
