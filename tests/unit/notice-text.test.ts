/** Notice rendering per msgType and link targets (K19–K37). */
import { describe, expect, it } from 'vitest';
import { noticeView } from '@/components/notice/notice-text';
import { NOTICE_TYPE } from '@/lib/constants';
import type { Notice } from '@/lib/contract/msg';
import { createTranslate, getMessages } from '@/lib/i18n/messages';

const t = createTranslate(getMessages('zh'));
const n = (noticeType: number, noticeContent: Record<string, unknown>, entityType: number | null = null, entityId: number | null = null): Notice => ({
  id: 1,
  sentTime: '2026-11-20 10:00:00',
  noticeType,
  entityType,
  entityId,
  noticeContent,
  operationResult: null,
});

describe('noticeView', () => {
  it('K19 fills the template with the content fields', () => {
    expect(noticeView(t, n(0, { template: '你的帖子《{title}》已被置顶', title: '纸箱采购', msgType: 'post_up', postId: 7 })).text).toBe('你的帖子《纸箱采购》已被置顶');
  });

  it('issue 18 item 4: in en a notice of a known kind reads the catalogue, not the Chinese template; an announcement stays as written', () => {
    const tEn = createTranslate(getMessages('en'));
    expect(noticeView(tEn, n(0, { template: '你的帖子《{title}》已被置顶', title: '纸箱采购', msgType: 'post_up', postId: 7 }), 'en').text).toBe('Your post has been pinned');
    expect(noticeView(tEn, n(1, { template: '{requesterName}评论了你的帖子', requesterName: 'Li Na', commentType: 'post_comment', postId: 2 }), 'en').text).toBe('Li Na commented on your content');
    expect(noticeView(tEn, n(2, { template: '你的精华帖获得社区积分奖励 50 分' }), 'en').text).toBe('You received a community reward');
    expect(noticeView(tEn, n(4, { template: '你订阅的专栏更新了新文章' }), 'en').text).toBe('A column you follow has a new article');
    expect(noticeView(tEn, n(16, { isPass: true, subjectId: 4, template: '你提交的成果《x》已审核通过' }), 'en').text).toBe('Your achievement has been approved');
    expect(noticeView(tEn, n(0, { template: '平台将于周六 22:00 维护' }), 'en').text).toBe('平台将于周六 22:00 维护');
    expect(noticeView(t, n(2, { template: '你的精华帖获得社区积分奖励 50 分' }), 'zh').text).toBe('你的精华帖获得社区积分奖励 50 分');
  });

  it('K20–K31 fallbacks and links per msgType', () => {
    const v = (c: Record<string, unknown>) => noticeView(t, n(0, c));
    expect(v({ msgType: 'comment_removed' })).toMatchObject({ text: '你的评论已被删除', href: null });
    expect(v({ msgType: 'post_expired', postId: 5 })).toMatchObject({ text: '你发布的帖子已过期', href: '/community/post/5' });
    expect(v({ msgType: 'post_removed', postId: 5 }).href).toBeNull();
    expect(v({ msgType: 'post_contains_grey_words', postId: 5 }).href).toBe('/community/circle/post/5/edit');
    expect(v({ msgType: 'news_contains_grey_words', newsId: 9 }).href).toBe('/news/edit/9');
    expect(v({ msgType: 'news_removed' }).href).toBeNull();
    expect(v({ msgType: 'account_banned' }).text).toBe('您的账号已被禁言，请联系管理员');
    expect(v({ msgType: 'friend_request_approved', requesterId: 1060, requesterName: '鲍国平' })).toMatchObject({
      text: '鲍国平通过了你的好友申请',
      href: '/people/1060',
      actor: { id: 1060, name: '鲍国平' },
    });
    expect(v({ msgType: 'friend_request_ignored', requesterName: '鲍国平' }).text).toBe('鲍国平忽略了你的好友申请');
    expect(v({ msgType: 'comment_up', commentType: 'news_comment', newsId: 3 }).href).toBe('/news/3');
  });

  // One row per msgType (K20–K31): the template when given, else the fallback; the link of its kind.
  const byMsgType: [string, Record<string, unknown>, string, string | null][] = [
    ['K21 comment_up on a post', { msgType: 'comment_up', commentType: 'post_comment', postId: 5 }, '你的评论已被置顶', '/community/post/5'],
    ['K21 comment_up on news', { msgType: 'comment_up', commentType: 'news_comment', newsId: 3 }, '你的评论已被置顶', '/news/3'],
    ['K22 comment_contains_grey_words', { msgType: 'comment_contains_grey_words', postId: 5 }, '你的评论包含敏感词，已被隐藏', null],
    ['K23 post_expired', { msgType: 'post_expired', postId: 5 }, '你发布的帖子已过期', '/community/post/5'],
    ['K24 post_removed', { msgType: 'post_removed', postId: 5 }, '你的帖子已被删除', null],
    ['K25 post_up', { msgType: 'post_up', postId: 5 }, '你的帖子已被置顶', '/community/post/5'],
    ['K26 post_contains_grey_words', { msgType: 'post_contains_grey_words', postId: 5 }, '你的帖子包含敏感词，请修改', '/community/circle/post/5/edit'],
    ['K27 news_removed', { msgType: 'news_removed', newsId: 9 }, '你的资讯已被下架', null],
    ['K28 news_contains_grey_words', { msgType: 'news_contains_grey_words', newsId: 9 }, '你的资讯包含敏感词，请修改', '/news/edit/9'],
    ['K29 account_banned', { msgType: 'account_banned' }, '您的账号已被禁言，请联系管理员', null],
    ['K30 friend_request_ignored', { msgType: 'friend_request_ignored', requesterId: 1060, requesterName: '鲍国平' }, '鲍国平忽略了你的好友申请', null],
  ];
  it.each(byMsgType)('%s: the fallback text without a template, and its link', (_name, content, text, link) => {
    expect(noticeView(t, n(0, content))).toMatchObject({ text, href: link });
  });
  it.each(byMsgType)('%s: a template is filled from the content and wins over the fallback', (_name, content, _text, link) => {
    const view = noticeView(t, n(0, { ...content, template: '来自平台：{msgType}', requesterName: '鲍国平' }));
    expect(view).toMatchObject({ text: `来自平台：${String(content.msgType)}`, href: link });
  });

  it('K34 every notice type (notice 0, comment 1, reward 2, withdrew 3, subscribe 4, member 5, friendRequest 6, achievement 16) reads as text', () => {
    expect(NOTICE_TYPE).toEqual({ notice: 0, comment: 1, reward: 2, withdrew: 3, subscribe: 4, member: 5, friendRequest: 6, achievement: 16 });
    for (const type of Object.values(NOTICE_TYPE)) {
      expect(noticeView(t, n(type, {})).text.length, `type ${type}`).toBeGreaterThan(0);
      expect(noticeView(t, n(type, { template: '模板{x}', x: '内容' })).text, `type ${type}`).toBe('模板内容');
    }
    expect(noticeView(t, n(2, {})).text).toBe('你获得了社区奖励');
    expect(noticeView(t, n(3, {})).text).toBe('你有一条新的系统通知');
    expect(noticeView(t, n(4, {})).text).toBe('你订阅的专栏更新了新文章');
  });

  it('K32 achievements link to the detail when passed, else the edit page', () => {
    expect(noticeView(t, n(16, { isPass: true, subjectId: 4 })).href).toBe('/achievement/4');
    expect(noticeView(t, n(16, { isPass: false, subjectId: 4 })).href).toBe('/achievement/edit/4');
  });

  it('K32 issue 29 item 8: a product or brand review reads as the platform wrote it and links to the item when passed, else its editor', () => {
    const tEn = createTranslate(getMessages('en'));
    const pass = { adminMemberId: 1000, msgType: 'product_review_pass', isPass: true, subjectId: 31, title: '燕麦杯', template: '你提交的产品《{title}》已审核通过' };
    expect(noticeView(t, n(0, pass))).toMatchObject({ text: '你提交的产品《燕麦杯》已审核通过', href: '/product/31', fromPlatform: true });
    expect(noticeView(tEn, n(0, pass), 'en').text).toBe('Your product has been approved');
    expect(noticeView(t, n(0, { msgType: 'product_review_block', subjectId: 31 }))).toMatchObject({ text: '你提交的产品审核未通过，请修改后重新提交', href: '/product/edit/31' });
    expect(noticeView(t, n(0, { msgType: 'brand_review_pass', subjectId: 9 }))).toMatchObject({ text: '你提交的品牌已审核通过', href: '/brand/9' });
    expect(noticeView(t, n(0, { msgType: 'brand_review_block', subjectId: 9 })).href).toBe('/brand/edit/9');
  });

  it('K33/K35 comment notices by commentType; entity types by entity', () => {
    expect(noticeView(t, n(1, { commentType: 'activity_comment', subjectId: 8 })).href).toBe('/events/8');
    expect(noticeView(t, n(1, { commentType: 'post_comment', postId: 2 })).href).toBe('/community/post/2');
    expect(noticeView(t, n(2, {}, 13, 6)).href).toBe('/news/6');
    expect(noticeView(t, n(3, {}, 11, 6)).href).toBe('/community/post/6');
  });

  it('K37 the platform account shows as the platform', () => {
    expect(noticeView(t, n(0, { adminMemberId: 1000, msgType: 'post_removed' })).fromPlatform).toBe(true);
  });
});
