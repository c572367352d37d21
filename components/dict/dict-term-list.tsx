import type { Locale } from '@/lib/constants';
import type { DictEntry } from '@/lib/contract/dict';
import type { Translate } from '@/lib/i18n/messages';
import { dictTermAnchor, dictTermText } from '@/lib/seo/dict-json-ld';
import type { MessageKey } from '@/locales/zh';
import styles from './dict.module.css';

/**
 * Terms as a definition list (E19): the name in the page's language, the other language's name, the
 * category and the definition. Rendered by the page on the server and by the search box for its results.
 */
export function DictTermList({ t, locale, terms, exact = false }: { t: Translate; locale: Locale; terms: DictEntry[]; exact?: boolean }) {
  return (
    <dl className={styles.terms} data-testid={exact ? 'dict-exact' : 'dict-terms'}>
      {terms.map((term) => {
        const text = dictTermText(term, locale);
        return (
          <div key={term.id} id={exact ? undefined : dictTermAnchor(term.id)} className={`${styles.term} ${exact ? styles.exactTerm : ''}`} data-testid="dict-term">
            <dt>
              <dfn className={styles.name}>{text.name}</dfn>
              {text.otherName && (
                <span className={styles.other} lang={locale === 'en' ? 'zh-CN' : 'en'}>
                  <span className={styles.srOnly}>{t('dict.otherName')}: </span>
                  {text.otherName}
                </span>
              )}
              <span className={styles.category}>{t(`dict.category.${term.category}` as MessageKey)}</span>
            </dt>
            <dd>{text.definition}</dd>
          </div>
        );
      })}
    </dl>
  );
}
