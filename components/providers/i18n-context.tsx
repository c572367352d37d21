'use client';

import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { catalogueLoad } from '@/lib/i18n/catalogue-load';
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

/**
 * The page's catalogue: the address of its file on the site (the layout names it: read from the server bundle while
 * rendering, fetched once by the browser, lib/i18n/catalogue-load.ts), or the catalogue itself (a component test).
 */
export type CatalogueSource = { url: string } | { messages: Messages };

export function I18nProvider(props: { locale: Locale; device: DeviceClass; page?: number; catalogue: CatalogueSource; children: ReactNode }) {
  const { locale, device, page = 1, catalogue, children } = props;
  // the first render (hydration included) waits for the catalogue; it is the same text the server rendered with
  const messages = 'messages' in catalogue ? catalogue.messages : use(catalogueLoad(catalogue.url, locale));
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
