import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/constants';
import type { DictEntry } from '@/lib/contract/dict';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import { Pagination } from '@/components/ui/pagination';
import { href } from '@/lib/routing/routes';
import { DictSearch } from './dict-search';
import { DictTermList } from './dict-term-list';
import styles from './dict.module.css';

/** E19: `/dict/detail` — the heading, the search box and, under it, the page's terms with plain paging links. */
export function DictPageView({ t, locale, page, jsonLd }: { t: Translate; locale: Locale; page: Page<DictEntry>; jsonLd: object }) {
  return (
    <>
      <header className={styles.head}>
        <h1>{t('dict.title')}</h1>
        <p>{t('dict.intro', { total: page.total })}</p>
      </header>
      <DictSearch>
        <DictTermList t={t} locale={locale} terms={page.records} />
        <Pagination t={t} basePath={href('/dict/detail')} current={page.current} pages={page.pages} />
      </DictSearch>
      <JsonLd data={jsonLd} />
    </>
  );
}
