import { AppLink as Link } from '@/components/ui/app-link';
import { ugcLang } from '@/lib/format/content-lang';
import { localName } from '@/lib/format/tag-label';
import { Avatar } from '@/components/ui/avatar';
import type { Locale } from '@/lib/constants';
import type { PostListItem } from '@/lib/contract/post';
import { formatCount } from '@/lib/format/count';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import styles from './post-card.module.css';
import { href } from '@/lib/routing/routes';

/** A post card: type and theme badges (G50), author (G47 anonymous), text, images, counters. */
export function PostCard({ post, t, locale, now, showPinned = false }: { post: PostListItem; t: Translate; locale: Locale; now: number; showPinned?: boolean }) {
  const name = post.isAnonymous ? t('common.anonymous') : (post.nickname ?? '');
  const author = (
    <>
      <Avatar src={post.isAnonymous ? null : post.avatar} name={name} size={36} />
      <span className={styles.who}>
        <strong>{name}</strong>
        {!post.isAnonymous && (post.company || post.position) && (
          <small data-ugc lang={ugcLang(locale)}>{[post.company, post.position].filter(Boolean).join(' · ')}</small>
        )}
      </span>
    </>
  );
  return (
    <article className={styles.card} data-testid="post-card">
      <header className={styles.head}>
        {post.isAnonymous ? <span className={styles.author}>{author}</span> : <Link href={href('/people/:id', { id: post.memberId })} className={styles.author}>{author}</Link>}
        <time dateTime={post.publishTime} className={styles.time}>{formatRelativeTime(post.publishTime, { now, locale })}</time>
      </header>
      <Link href={href('/community/post/:id', { id: post.id })} className={styles.body}>
        <h2 className={styles.title}>
          {showPinned && post.isTop && <span className={styles.pinned}>{t('circle.pinned')}</span>}
          {post.tagName && <span className={styles.type} data-label>{localName(locale, post.tagName, post.tagEnName)}</span>}
          {post.title || post.content.slice(0, 40)}
        </h2>
        <p className={styles.text}>{post.content}</p>
        {post.images.length > 0 && (
          <div className={styles.images}>
            {post.images.slice(0, 3).map((src, i) => (
              // eslint-disable-next-line @next/next/no-img-element
              <img key={src + i} src={src} alt="" loading="lazy" decoding="async" width={160} height={120} />
            ))}
            {post.images.length > 3 && <span className={styles.moreImages}>{t('community.images', { n: post.images.length })}</span>}
          </div>
        )}
      </Link>
      <footer className={styles.foot}>
        {post.themeTagName && post.themeTagId !== null && (
          // issue 20 item 9: the theme's post list is reached by a plain link
          <Link href={href('/community/tag/:id', { id: post.themeTagId })} className={styles.theme}>
            #{localName(locale, post.themeTagName, post.themeTagEnName)}
          </Link>
        )}
        {post.circleName && post.circleId && <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: post.circleId })} className={styles.circle}>{post.circleName}</Link>}
        <span className={styles.counts}>
          {t('common.views', { n: formatCount(post.viewCount) })} · {t('common.likes', { n: formatCount(post.likeCount) })} ·{' '}
          {t('common.comments', { n: formatCount(post.commentCount) })}
        </span>
      </footer>
    </article>
  );
}
