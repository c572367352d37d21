import type { MessageKey } from '@/locales/zh';

/**
 * The translate function without the catalogues: client code imports this (the catalogue of the page's
 * locale reaches the browser as a file of its own, lib/i18n/catalogue-file.ts), so neither locale's strings are
 * bundled into client chunks.
 */
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * `{n, plural, one {# person} other {# people}}`: the ICU plural form of a count, with `#` for the value. Only
 * English uses it (Chinese has one form); its rule is "one" for exactly 1. A formatted count that is not a plain
 * number (`1.2万`) takes "other".
 */
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** Looks a key up and fills `{name}` placeholders and `{name, plural, …}` forms. */
export function createTranslate(messages: Messages): Translate {
  return (key, vars) => {
    const text = messages[key];
    if (!vars) return text;
    return text
      .replace(PLURAL, (whole, name: string, one: string, other: string) => {
        if (!(name in vars)) return whole;
        const value = String(vars[name]);
        return (Number(value) === 1 ? one : other).replace(/#/g, value);
      })
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
