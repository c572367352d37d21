import type { Locale } from '@/lib/constants';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';
import type { Messages } from './translate';

export { createTranslate, type Messages, type Translate } from './translate';

const CATALOGUES: Record<Locale, Messages> = { zh, en };

/** The whole catalogue of a locale: server side only (client code takes it from the i18n provider). */
export function getMessages(locale: Locale): Messages {
  return CATALOGUES[locale];
}

export { HTML_LANG } from '@/lib/constants';
