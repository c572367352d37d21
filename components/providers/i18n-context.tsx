'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { createTranslate, type Messages, type Translate } from '@/lib/i18n/translate';
import type { DeviceClass } from '@/lib/routing/variant';

interface I18nValue {
  locale: Locale;
  device: DeviceClass;
  /** The page number of the variant (`?page=N` of a paged list; 1 elsewhere). */
  page: number;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: { locale: Locale; device: DeviceClass; page?: number; messages: Messages; children: ReactNode }) {
  const { locale, device, page = 1, messages, children } = props;
  const value = useMemo(() => ({ locale, device, page, t: createTranslate(messages) }), [locale, device, page, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('I18nProvider is missing');
  return value;
}

export const useT = (): Translate => useI18n().t;
export const useLocale = (): Locale => useI18n().locale;
/** The page's locale for a link (components/ui/app-link.tsx): the default one outside the provider (a component rendered alone). */
export const useLinkLocale = (): Locale => useContext(I18nContext)?.locale ?? DEFAULT_LOCALE;
export const useDeviceClass = (): DeviceClass => useI18n().device;
/** The variant's page number: what the server knows of the page's query (issue 31 item 2, the language switch). */
export const useVariantPage = (): number => useI18n().page;
