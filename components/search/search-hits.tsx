import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import { Avatar } from '@/components/ui/avatar';
import { HighlightText } from '@/components/search/highlight-text';
import { ArticleLink } from '@/components/news/article-link';
import type { Locale } from '@/lib/constants';
import type { Achievement } from '@/lib/contract/achievement';
import type { ProductCard } from '@/lib/contract/catalogue';
import type { EventListItem } from '@/lib/contract/ec';
import type { NewsListItem } from '@/lib/contract/news';
import type { PostAuthorHit, PostListItem } from '@/lib/contract/post';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { eventHref } from '@/lib/routing/events-links';
import { href } from '@/lib/routing/routes';
import styles from './search-results-view.module.css';

/**
 * One search hit per entity kind (E18, E28): a title link and a snippet with the matched words marked, and a line
 * of facts. Used by the site's own list and by the collapsed groups. Text people wrote is marked `data-ugc`.
 */
interface HitProps<T> {
  t: Translate;
  locale: Locale;
  terms: readonly string[];
  item: T;
  now: number;
}

export function NewsHit({ locale, terms, item, now }: HitProps<NewsListItem>) {
  return (
    <>
      <ArticleLink item={item} className={styles.title}>
        <HighlightText text={item.title} keyword={terms} />
      </ArticleLink>
      {item.summary && (
        <p className={styles.snippet} data-ugc lang={ugcLang(locale)}>
          <HighlightText text={item.summary} keyword={terms} />
        </p>
      )}
      <p className={styles.meta}>
        {[localName(locale, item.classTagName, item.classTagEnName), localName(locale, item.sourceName, item.sourceEnName)].filter(Boolean).join(' · ')}
        {' · '}
        <time dateTime={item.publishTime}>{formatRelativeTime(item.publishTime, { now, locale })}</time>
      </p>
    </>
  );
}

export function PostHit({ t, locale, terms, item, now }: HitProps<PostListItem>) {
  return (
    <>
      <Link href={href('/community/post/:id', { id: item.id })} className={styles.title}>
        {item.tagName && (
          <span className={styles.badge} data-label>
            {localName(locale, item.tagName, item.tagEnName)}
          </span>
        )}
        <HighlightText text={item.title || item.content.slice(0, 40)} keyword={terms} />
      </Link>
      <p className={styles.snippet} data-ugc lang={ugcLang(locale)}>
        <HighlightText text={item.content} keyword={terms} />
      </p>
      <p className={styles.meta}>
        {item.themeTagName && <span>{`#${localName(locale, item.themeTagName, item.themeTagEnName)} · `}</span>}
        {item.isAnonymous ? t('common.anonymous') : <span data-ugc lang={ugcLang(locale)}>{item.nickname}</span>}
        {' · '}
        <time dateTime={item.publishTime}>{formatRelativeTime(item.publishTime, { now, locale })}</time>
      </p>
    </>
  );
}

export function EventHit({ locale, terms, item }: HitProps<EventListItem>) {
  const title = locale === 'en' && item.enTitle ? item.enTitle : item.title;
  return (
    <>
      <Link href={eventHref(item.id)} className={styles.title}>
        <HighlightText text={title} keyword={terms} />
      </Link>
      <p className={styles.meta}>
        <span data-ugc lang={ugcLang(locale)}>{[item.city, item.sourceName].filter(Boolean).join(' · ')}</span>
        {item.startTime && <time dateTime={item.startTime}>{` · ${item.startTime.slice(0, 10)}`}</time>}
      </p>
    </>
  );
}

export function MemberHit({ t, terms, item }: HitProps<PostAuthorHit>) {
  const profile = href('/people/:id', { id: item.memberId });
  return (
    <div className={styles.member}>
      <Link href={profile} tabIndex={-1} aria-hidden="true">
        <Avatar src={item.avatar} name={item.nickname ?? ''} size={44} />
      </Link>
      <span className={styles.memberText}>
        <Link href={profile} className={styles.memberName} data-testid="search-member">
          <strong>
            <HighlightText text={item.nickname} keyword={terms} />
          </strong>
        </Link>
        {(item.company || item.position) && (
          <small>
            {/* L31/I48: a platform company links to its page, beside (never inside) the member's own link. */}
            {item.company && item.companyLink ? (
              <Link href={companyHref(item.companyLink)} data-testid="member-company-link">
                <HighlightText text={item.company} keyword={terms} />
              </Link>
            ) : (
              <HighlightText text={item.company} keyword={terms} />
            )}
            {item.company && item.position ? ' · ' : ''}
            <HighlightText text={item.position} keyword={terms} />
          </small>
        )}
        <small>{t('search.memberPosts', { n: item.postCount })}</small>
      </span>
    </div>
  );
}

export function ProductHit({ locale, terms, item }: HitProps<ProductCard>) {
  return (
    <>
      <Link href={href('/product/:productId', { productId: item.id })} className={styles.title} data-ugc lang={ugcLang(locale)}>
        <HighlightText text={item.name} keyword={terms} />
      </Link>
      {item.companyName && (
        <p className={styles.meta} data-ugc lang={ugcLang(locale)}>
          {localName(locale, item.companyName, item.companyEnName)}
        </p>
      )}
    </>
  );
}

export function AchievementHit({ locale, terms, item }: HitProps<Achievement>) {
  return (
    <>
      <Link href={href('/achievement/:id', { id: item.id })} className={styles.title} data-ugc lang={ugcLang(locale)}>
        <HighlightText text={item.title} keyword={terms} />
      </Link>
      {item.summary && (
        <p className={styles.snippet} data-ugc lang={ugcLang(locale)}>
          <HighlightText text={item.summary} keyword={terms} />
        </p>
      )}
    </>
  );
}
