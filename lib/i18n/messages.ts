import type { Locale } from '@/lib/constants';
import { en } from '@/locales/en';
import { zh, type MessageKey } from '@/locales/zh';

export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

const CATALOGUES: Record<Locale, Messages> = { zh, en };

export function getMessages(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** Looks a key up and fills `{name}` placeholders. */
export function createTranslate(messages: Messages): Translate {
  return (key, vars) => {
    const text = messages[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

/** `<html lang>` per locale (V16). */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
