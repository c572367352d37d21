import type { MessageKey } from '@/locales/zh';

/**
 * The translate function without the catalogues: client code imports this (the catalogue of the page's
 * locale reaches the browser once, as a prop of the i18n provider), so neither locale's strings are
 * bundled into client chunks.
 */
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Looks a key up and fills `{name}` placeholders. */
export function createTranslate(messages: Messages): Translate {
  return (key, vars) => {
    const text = messages[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
