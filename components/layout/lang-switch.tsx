'use client';

import { useLocale, useT } from '@/components/providers/i18n-context';
import { HTML_LANG, type Locale } from '@/lib/constants';
import { setLang } from '@/lib/session/session';
import styles from './lang-switch.module.css';

/**
 * V03: a 中文/English toggle; sets the `lang` cookie and reloads the current URL. Each language is named in itself
 * and marked with its `lang` (WCAG 3.1.2), so 中文 stays 中文 on the English page.
 */
export function LangSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const choose = (next: Locale) => {
    if (next === locale) return;
    setLang(next);
    window.location.reload();
  };
  return (
    <div className={`${styles.switch} ${className ?? ''}`} role="group" aria-label={t('lang.switch')}>
      {(['zh', 'en'] as const).map((l) => (
        <button key={l} type="button" lang={HTML_LANG[l]} aria-pressed={l === locale} className={l === locale ? styles.on : undefined} onClick={() => choose(l)}>
          {t(l === 'zh' ? 'lang.zh' : 'lang.en')}
        </button>
      ))}
    </div>
  );
}
