'use client';

import { useQuery } from '@tanstack/react-query';
import { CommentsIsland } from '@/components/comments/comments-island';
import { PostCard } from '@/components/post/post-card';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { privateCirclePostsQuery, privatePostQuery } from '@/lib/queries/circle';
import { href } from '@/lib/routing/routes';
import { useCurrentMember } from '@/stores/use-current-member';
import styles from './circle.module.css';
import { UgcMessage } from '@/components/ui/ugc-message';

/**
 * Issue 20 item 10: the posts of a private circle are for its members. Cached pages are rendered for visitors, so
 * they carry none; a logged-in member's browser reads them with the session token (the API answers non-members
 * code 20050 and an empty list). Visitors and non-members keep the notice the server rendered.
 */
export function PrivateCirclePosts({ circleId, circleName }: { circleId: number; circleName: string }) {
  const t = useT();
  const locale = useLocale();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const posts = useQuery({ ...privateCirclePostsQuery(circleId, memberId), enabled: hydrated && isLogin });
  const records = posts.data?.records ?? [];
  if (records.length === 0) return <PrivateCircleNotice circleId={circleId} circleName={circleName} />;
  return (
    <div data-testid="private-circle-posts">
      {records.map((post) => (
        <PostCard key={post.id} post={post} t={t} locale={locale} now={posts.dataUpdatedAt} showPinned />
      ))}
    </div>
  );
}

/** The notice a visitor or non-member sees in place of a private circle's content: the circle, and how to join it. */
export function PrivateCircleNotice({ circleId, circleName }: { circleId: number; circleName: string }) {
  const t = useT();
  return (
    <section className={styles.section} data-testid="private-circle-notice">
      <h2>{t('crawl.privateCircleTitle')}</h2>
      <p>
        <UgcMessage t={t} k="crawl.privateCircleBody" value={circleName} />
      </p>
      <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: circleId })}>{t('crawl.privateCircleJoin')}</Link>
    </section>
  );
}

/**
 * A post of a private circle: for a member of it, read in the browser with the session token; for everyone else
 * (and in the server HTML) the notice.
 */
export function PrivatePostGate({ postId, circleId, circleName }: { postId: number; circleId: number; circleName: string }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const post = useQuery({ ...privatePostQuery(postId, memberId), enabled: hydrated && isLogin, retry: false });
  if (!post.data) return <PrivateCircleNotice circleId={circleId} circleName={circleName} />;
  const p = post.data;
  const name = p.isAnonymous ? t('common.anonymous') : (p.nickname ?? '');
  return (
    <article className={styles.section} data-testid="private-post">
      <h1 data-ugc>{p.title || p.content.slice(0, 40)}</h1>
      <p>
        {p.isAnonymous ? <strong>{name}</strong> : <Link href={href('/people/:id', { id: p.memberId })}>{name}</Link>}{' '}
        <time dateTime={p.publishTime}>{p.publishTime.slice(0, 16)}</time>
      </p>
      {p.content.split(/\n+/).map((line, i) => (
        <p key={i} data-ugc>
          {line}
        </p>
      ))}
      {p.images.map((src) => (
        // eslint-disable-next-line @next/next/no-img-element
        <img key={src} src={src} alt="" loading="lazy" style={{ maxWidth: '100%' }} />
      ))}
      <CommentsIsland kind="post" entityId={p.id} initialCount={p.commentCount} />
    </article>
  );
}
