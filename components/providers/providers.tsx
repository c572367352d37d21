'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { type CatalogueSource, I18nProvider } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { getQueryClient } from '@/lib/queries/query-client';
import type { DeviceClass } from '@/lib/routing/variant';

/**
 * The one providers file: i18n and Query. antd's ConfigProvider lives in `AntdScope`, which each antd
 * island wraps itself in, so pages that show no antd component do not load it (docs/architecture.md).
 */
export function Providers(props: { locale: Locale; device: DeviceClass; page?: number; catalogue: CatalogueSource; children: ReactNode }) {
  const { locale, device, page, catalogue, children } = props;
  const [client] = useState(getQueryClient);
  return (
    <I18nProvider locale={locale} device={device} page={page} catalogue={catalogue}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
