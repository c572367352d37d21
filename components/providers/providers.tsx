'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { getQueryClient } from '@/lib/queries/query-client';
import type { Messages } from '@/lib/i18n/messages';
import type { DeviceClass } from '@/lib/routing/variant';

/**
 * The one providers file: i18n and Query. antd's ConfigProvider lives in `AntdScope`, which each antd
 * island wraps itself in, so pages that show no antd component do not load it (docs/architecture.md).
 */
export function Providers(props: { locale: Locale; device: DeviceClass; page?: number; messages: Messages; children: ReactNode }) {
  const { locale, device, page, messages, children } = props;
  const [client] = useState(getQueryClient);
  return (
    <I18nProvider locale={locale} device={device} page={page} messages={messages}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
