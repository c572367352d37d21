import { EntityInteractions } from '@/components/comments/entity-interactions';
import { ugcLang } from '@/lib/format/content-lang';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { PostAuthorActions } from '@/components/post/post-author-actions';
import { MessageAuthorButton } from '@/components/chat/message-author-button';
import { ViewBeacon } from '@/components/ui/view-beacon';
import { VisitCounter } from '@/components/ui/visit-counter';
import { PostFiles } from '@/components/post/post-files';
import { RelatedPosts } from '@/components/post/related-posts';
import { VideoPlayer } from '@/components/post/video-player';
import { GalleryThumbs } from '@/components/ui/image-gallery';
import { ENTITY_TYPE, TOPIC_SITE_TAG, type Locale } from '@/lib/constants';
import { localName } from '@/lib/format/tag-label';
import { LiveCount } from '@/components/ui/live-count';
import type { PostDetail, PostListItem } from '@/lib/contract/post';
import type { Comment } from '@/lib/contract/comment';
import type { Page } from '@/lib/contract/common';
import type { Translate } from '@/lib/i18n/messages';
import styles from './post-detail-view.module.css';
import { href } from '@/lib/routing/routes';

/**
 * G03: the post detail as a crawler reads it: type badge, title, author card, text, images, counters,
 * attached files (P16), the author's edit/delete (client), then related posts (G27); one view is recorded after mount.
 */
export function PostDetailView({ t, locale, post, related, comments }: { t: Translate; locale: Locale; post: PostDetail; related: PostListItem[]; comments?: Page<Comment> | null }) {
  const name = post.isAnonymous ? t('common.anonymous') : (post.nickname ?? '');
  const listHref = post.tagId === TOPIC_SITE_TAG ? '/community/topic/latest' : '/community/demand_supply/latest';
  return (
    <>
    <article className={styles.post} data-testid="post-detail">
      <h1 className={styles.title}>
        {post.tagName && <span className={styles.type}>{localName(locale, post.tagName, post.tagEnName)}</span>}
        <span data-ugc lang={ugcLang(locale)}>{post.title || post.content.slice(0, 40)}</span>
      </h1>
      <div className={styles.author} data-testid="post-author">
        {post.isAnonymous ? (
          <Avatar src={null} name={name} size={44} />
        ) : (
          <Link href={href('/people/:id', { id: post.memberId })}>
            <Avatar src={post.avatar} name={name} size={44} />
          </Link>
        )}
        <div className={styles.who}>
          {post.isAnonymous ? <strong>{name}</strong> : <Link href={href('/people/:id', { id: post.memberId })}><strong>{name}</strong></Link>}
          {!post.isAnonymous && <p data-ugc lang={ugcLang(locale)}>{[post.company, post.position].filter(Boolean).join(' · ')}</p>}
        </div>
        <time dateTime={post.publishTime}>{post.publishTime.slice(0, 16)}</time>
        <MessageAuthorButton authorId={post.memberId} postId={post.id} title={post.title || post.content.slice(0, 40)} type={post.tagName} coverImg={post.images[0] ?? null} anonymous={!!post.isAnonymous} />
      </div>
      <div className={styles.text} data-ugc lang={ugcLang(locale)}>
        {post.content.split(/\n+/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {post.video && <VideoPlayer src={post.video} title={post.title ?? ''} />}
      {/* O28, issue 18 item 8: the images open in the gallery */}
      {post.images.length > 0 && (
        <GalleryThumbs className={styles.images} images={post.images.map((src, i) => ({ src, alt: `${post.title ?? ''} ${i + 1}` }))} width={240} height={180} />
      )}
      <PostFiles t={t} files={post.files} />
      <p className={styles.meta}>
        {post.themeTagName && <span>#{localName(locale, post.themeTagName, post.themeTagEnName)}</span>}
        {post.circleName && post.circleId && (
          <span>
            {t('community.publishedIn')}: <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: post.circleId })}>{post.circleName}</Link>
          </span>
        )}
        {/* issue 18 item 6: the same live counts as the like button and the comment heading */}
        <LiveCount entityType={ENTITY_TYPE.post} entityId={post.id} field="viewCount" initial={post.viewCount} label="common.views" />
        <LiveCount entityType={ENTITY_TYPE.post} entityId={post.id} field="likeCount" initial={post.likeCount} label="common.likes" />
        <LiveCount entityType={ENTITY_TYPE.post} entityId={post.id} field="commentCount" initial={post.commentCount} label="common.comments" />
      </p>
      <EntityInteractions kind="post" entityId={post.id} likeCount={post.likeCount} favoriteCount={post.favoriteCount} commentCount={post.commentCount} comments={comments} />
      <PostAuthorActions postId={post.id} authorId={post.memberId} listHref={listHref} />
    </article>
    <RelatedPosts t={t} locale={locale} posts={related} />
    <ViewBeacon path="/post/posts/view" id={post.id} />
    <VisitCounter page={`post:${post.id}`} />
    </>
  );
}
