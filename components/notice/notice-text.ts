/**
 * How one system notice reads and where it links (K19–K38): the template filled with the noticeContent
 * fields, else the fallback text of its msgType; the link by msgType, commentType, entity type or
 * achievement review.
 */
import { ADMIN_MEMBER_ID, ENTITY_TYPE, NOTICE_TYPE, type Locale } from '@/lib/constants';
import type { Notice } from '@/lib/contract/msg';
import type { Translate } from '@/lib/i18n/messages';
import type { MessageKey } from '@/locales/zh';
import { href } from '@/lib/routing/routes';

export interface NoticeView {
  text: string;
  href: string | null;
  /** The member the notice is from (requester or member), linked to their home; null for the platform. */
  actor: { id: number; name: string } | null;
  fromPlatform: boolean;
}

const MSG_TYPES = [
  'comment_removed',
  'comment_up',
  'comment_contains_grey_words',
  'post_expired',
  'post_removed',
  'post_up',
  'post_contains_grey_words',
  'news_removed',
  'news_contains_grey_words',
  'account_banned',
  'friend_request_ignored',
  'friend_request_approved',
  // issue 29 item 8 (project): the platform's review of a product or brand, sent to the member who wrote it
  'product_review_pass',
  'product_review_block',
  'brand_review_pass',
  'brand_review_block',
] as const;
type MsgType = (typeof MSG_TYPES)[number];

function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Fills `{field}` from the notice content; unknown fields are left empty. */
export function fillTemplate(template: string, content: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => str(content[name]));
}

function commentHref(c: Record<string, unknown>): string | null {
  const postId = num(c.postId);
  const newsId = num(c.newsId);
  const subjectId = num(c.subjectId);
  switch (c.commentType) {
    case 'news_comment':
      return newsId ? href('/news/:id', { id: newsId }) : null;
    case 'post_comment':
      return postId ? href('/community/post/:id', { id: postId }) : null;
    case 'activity_comment':
      return subjectId ? href('/events/:id', { id: subjectId }) : null;
    default:
      return postId ? href('/community/post/:id', { id: postId }) : newsId ? href('/news/:id', { id: newsId }) : null;
  }
}

function msgTypeHref(msgType: MsgType, c: Record<string, unknown>): string | null {
  const postId = num(c.postId);
  const newsId = num(c.newsId);
  switch (msgType) {
    case 'comment_up':
      return commentHref(c);
    case 'post_expired':
    case 'post_up':
      return postId ? href('/community/post/:id', { id: postId }) : null;
    case 'post_contains_grey_words':
      return postId ? href('/community/circle/post/:id/edit', { id: postId }) : null;
    case 'news_contains_grey_words':
      return newsId ? href('/news/edit/:id', { id: newsId }) : null;
    case 'product_review_pass':
    case 'product_review_block': {
      const productId = num(c.subjectId);
      return productId ? href(msgType === 'product_review_pass' ? '/product/:productId' : '/product/edit/:productId', { productId }) : null;
    }
    case 'brand_review_pass':
    case 'brand_review_block': {
      const brandId = num(c.subjectId);
      return brandId ? href(msgType === 'brand_review_pass' ? '/brand/:brandId' : '/brand/edit/:brandId', { brandId }) : null;
    }
    case 'friend_request_approved': {
      const id = num(c.requesterId);
      return id ? href('/people/:id', { id }) : null;
    }
    default:
      return null;
  }
}

function entityHref(n: Notice, c: Record<string, unknown>): string | null {
  if (n.entityType === ENTITY_TYPE.post || n.entityType === ENTITY_TYPE.postComment) {
    const id = num(c.postId) ?? num(n.entityId);
    return id ? href('/community/post/:id', { id }) : null;
  }
  if (n.entityType === ENTITY_TYPE.news || n.entityType === ENTITY_TYPE.newsComment) {
    const id = num(c.newsId) ?? num(n.entityId);
    return id ? href('/news/:id', { id }) : null;
  }
  return null;
}

/**
 * `locale` en (issue 18 item 4): the API's templates are the platform's Chinese wording, so a notice of a
 * known kind (msgType, comment, achievement review, reward, subscription) reads the catalogue's text; a
 * platform announcement without a kind keeps its text as written.
 */
export function noticeView(t: Translate, n: Notice, locale: Locale = 'zh'): NoticeView {
  const c = n.noticeContent;
  const msgType = MSG_TYPES.find((m) => m === c.msgType);
  const template = str(c.template);
  const actorId = num(c.requesterId) ?? num(c.memberId);
  const actorName = str(c.requesterName);
  const fromPlatform = num(c.adminMemberId) === ADMIN_MEMBER_ID;
  let fallback: string;
  let link: string | null;
  let known = true;
  if (n.noticeType === NOTICE_TYPE.achievement) {
    const id = num(c.subjectId) ?? num(n.entityId);
    const pass = c.isPass === true || c.isPass === 1 || c.isPass === 'true';
    fallback = t(pass ? 'notice.fallback.achievementPass' : 'notice.fallback.achievementBlock');
    link = id ? (pass ? href('/achievement/:id', { id }) : href('/achievement/edit/:id', { id })) : null;
  } else if (msgType) {
    fallback = t(`notice.fallback.${msgType}` as MessageKey, { requesterName: actorName });
    link = msgTypeHref(msgType, c);
  } else if (n.noticeType === NOTICE_TYPE.comment) {
    fallback = t('notice.fallback.comment', { requesterName: actorName });
    link = commentHref(c);
  } else if (n.noticeType === NOTICE_TYPE.reward || n.noticeType === NOTICE_TYPE.subscribe) {
    fallback = t(n.noticeType === NOTICE_TYPE.reward ? 'notice.fallback.reward' : 'notice.fallback.subscribe');
    link = entityHref(n, c);
  } else {
    known = false;
    fallback = t('notice.fallback.default');
    link = entityHref(n, c);
  }
  const useCatalogue = !template || (locale === 'en' && known);
  return {
    text: useCatalogue ? fallback : fillTemplate(template, c),
    href: link,
    actor: actorId && actorName && actorId !== ADMIN_MEMBER_ID ? { id: actorId, name: actorName } : null,
    fromPlatform,
  };
}
