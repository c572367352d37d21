import { Fragment } from 'react';
import { ugcLang } from '@/lib/format/content-lang';
import { newsCrumbs } from '@/lib/seo/crumbs';
import type { ReactNode } from 'react';
import { localName } from '@/lib/format/tag-label';
import { RelatedNews } from '@/components/news/related-news';
import { ViewBeacon } from '@/components/ui/view-beacon';
import { VisitCounter } from '@/components/ui/visit-counter';
import { AppLink as Link } from '@/components/ui/app-link';
import { ENTITY_TYPE, type Locale } from '@/lib/constants';
import { LiveCount } from '@/components/ui/live-count';
import type { NewsDetail, NewsListItem } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-detail-view.module.css';
import { href } from '@/lib/routing/routes';
import { responsiveImage } from '@/lib/images/responsive';

/** The cover spans the article column. */
const COVER_SIZES = '(max-width: 768px) 100vw, 800px';

/**
 * F01: title, the byline of a column article (author and column, linked), source, tags, publish time, cover and the body, then the interactions, then related news; the
 * view is recorded once after mount. `bodyHtml` has already been sanitised on the server
 * (lib/shared/sanitize-html.ts). Slots: `share` ends the meta line; `interactions` follows the body and tags.
 * A case (M05) reads the same, its breadcrumb and related items leading to the case pages.
 */
export function NewsDetailView(props: {
  t: Translate;
  locale: Locale;
  news: NewsDetail;
  bodyHtml: string;
  related: NewsListItem[];
  share?: ReactNode;
  interactions?: ReactNode;
  kind?: 'news' | 'case';
}) {
  const { t, locale, news, bodyHtml, related, share, interactions, kind = 'news' } = props;
  return (
    <>
      <article className={styles.article}>
        <nav className={styles.crumbs} aria-label="breadcrumb">
          {/* the trail its BreadcrumbList repeats (lib/seo/crumbs.ts, issue 20 item 5) */}
          {newsCrumbs(t, locale, news, kind).map((crumb, i) => (
            <Fragment key={i}>
              {i > 0 && <span aria-hidden>›</span>}
              {crumb.path ? <Link href={crumb.path}>{crumb.name}</Link> : <span>{crumb.name}</span>}
            </Fragment>
          ))}
        </nav>
        <h1 className={styles.title} data-ugc lang={ugcLang(locale)}>{news.title}</h1>
        {news.columnId !== null && news.columnName && (
          // issue 18 item 12: a column article names its author and column, both linked
          <p className={styles.byline} data-testid="column-byline">
            {news.author && (
              <span>
                {t('news.author')}:{' '}
                {news.authorMemberId ? (
                  <Link href={href('/people/:id', { id: news.authorMemberId })} data-testid="byline-author">
                    {news.author}
                  </Link>
                ) : (
                  <span data-testid="byline-author" data-ugc lang={ugcLang(locale)}>
                    {news.author}
                  </span>
                )}
              </span>
            )}
            <span>
              {t('news.columnLabel')}:{' '}
              <Link href={href('/news/column/:columnId', { columnId: news.columnId })} data-testid="byline-column">
                {news.columnName}
              </Link>
            </span>
          </p>
        )}
        <p className={styles.meta}>
          {news.sourceName && (
            <span>
              {t('news.source')}:{' '}
              {news.sourceTagId ? (
                <Link href={href('/news/source/:tagId', { tagId: news.sourceTagId })}>{localName(locale, news.sourceName, news.sourceEnName)}</Link>
              ) : (
                localName(locale, news.sourceName, news.sourceEnName)
              )}
            </span>
          )}
          <span>
            {t('news.publishTime')}: <time dateTime={news.publishTime}>{news.publishTime.slice(0, 16)}</time>
          </span>
          <LiveCount entityType={ENTITY_TYPE.news} entityId={news.id} field="viewCount" initial={news.viewCount} label="common.views" />
          {share}
        </p>
        {news.summary && <p className={styles.summary} data-ugc lang={ugcLang(locale)}>{news.summary}</p>}
        {news.coverImg && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.cover} {...responsiveImage(news.coverImg, COVER_SIZES)} alt={news.title} width={800} height={450} fetchPriority="high" />
        )}
        <div className={styles.body} data-ugc lang={ugcLang(locale)} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {news.tags.length > 0 && (
          <p className={styles.tags}>
            <span>{t('news.tags')}:</span>
            {news.tags.map((tag) => (
              <Link key={tag.id} href={href('/news/tag/:tagId', { tagId: tag.id })}>
                #{localName(locale, tag.name, tag.enName)}
              </Link>
            ))}
          </p>
        )}
        {interactions}
        <ViewBeacon path="/news/news/view" id={news.id} />
        <VisitCounter page={`${kind}:${news.id}`} />
      </article>
      <RelatedNews title={kind === 'case' ? t('case.related') : t('news.related')} items={related} />
    </>
  );
}
