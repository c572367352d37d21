import { RelatedNews } from '@/components/news/related-news';
import { ugcLang } from '@/lib/format/content-lang';
import { AppLink as Link } from '@/components/ui/app-link';
import type { Locale } from '@/lib/constants';
import type { Flash, NewsListItem } from '@/lib/contract/news';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';
import { href } from '@/lib/routing/routes';

/** F11: one flash with its related news. */
export function FlashDetailView({ t, locale, flash, related }: { t: Translate; locale: Locale; flash: Flash; related: NewsListItem[] }) {
  const source = localName(locale, flash.sourceName, flash.sourceEnName);
  return (
    <>
      <article className={styles.flashDetail} data-testid="flash-detail">
        <span className={styles.label}>{t('news.seoFlash')}</span>
        <h1 data-ugc lang={ugcLang(locale)}>{flash.title}</h1>
        <p className={styles.meta}>
          {flash.sourceName && (
            <span>
              {t('news.source')}: {flash.sourceTagId ? <Link href={href('/news/source/:tagId', { tagId: flash.sourceTagId })}>{source}</Link> : source}
            </span>
          )}
          <span>
            {t('news.publishTime')}: <time dateTime={flash.publishTime}>{flash.publishTime.slice(0, 16)}</time>
          </span>
        </p>
        <p className={styles.text} data-ugc lang={ugcLang(locale)}>{flash.content}</p>
        <Link className={styles.back} href={href('/news/flash')}>
          {t('news.backToFlashes')}
        </Link>
      </article>
      <RelatedNews title={t('news.related')} items={related} />
    </>
  );
}
