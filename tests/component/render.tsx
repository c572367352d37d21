import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { getMessages } from '@/lib/i18n/messages';

/** A query client of its own per test: no retries (a failure shows at once), nothing shared between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
}

/** Renders an island inside the i18n context and the query client it expects (and the locale's catalogue, or `messages`). */
export function renderWithI18n(ui: ReactElement, locale: Locale = 'zh', device: 'desktop' | 'mobile' = 'desktop', queryClient = testQueryClient(), messages = getMessages(locale)) {
  return render(
    <I18nProvider locale={locale} device={device} catalogue={{ messages }}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
}
