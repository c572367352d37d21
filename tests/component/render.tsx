import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/components/providers/i18n-context';
import type { Locale } from '@/lib/constants';
import { getMessages } from '@/lib/i18n/messages';

/** Renders an island inside the i18n context it expects. */
export function renderWithI18n(ui: ReactElement, locale: Locale = 'zh', device: 'desktop' | 'mobile' = 'desktop') {
  return render(
    <I18nProvider locale={locale} device={device} messages={getMessages(locale)}>
      {ui}
    </I18nProvider>,
  );
}
