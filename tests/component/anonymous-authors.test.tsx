/**
 * Anonymous authors and counterparts (G47, I47): the default avatar, the name 匿名, no link to the profile and no
 * company or position, on post cards and in the private-message contacts and history.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationItem } from '@/components/chat/conversation-item';
import { MessageList } from '@/components/chat/message-list';
import { PostCard } from '@/components/post/post-card';
import { DEFAULT_AVATAR } from '@/components/ui/avatar';
import type { Conversation, Message } from '@/lib/contract/msg';
import type { PostListItem } from '@/lib/contract/post';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const t = createTranslate(getMessages('zh'));
const NOW = new Date('2026-11-25T12:00:00+08:00').getTime();

function post(over: Partial<PostListItem> = {}): PostListItem {
  return {
    id: 77,
    title: '求购食品级PET瓶坯',
    content: '月需求20万只，要求食品级认证。',
    images: [],
    tagId: 8,
    tagName: '需求',
    themeTagId: null,
    themeTagName: null,
    circleId: null,
    circleName: null,
    memberId: 1002,
    nickname: '李思雨',
    avatar: '/api/files/seed/avatar/1002.svg',
    company: '华鼎食品科技股份有限公司',
    position: '市场经理',
    isAnonymous: false,
    publishTime: '2026-11-25 10:00:00',
    viewCount: 10,
    likeCount: 1,
    commentCount: 0,
    ...over,
  };
}

describe('G47 a post by an anonymous author', () => {
  it('G47 shows the default avatar and 匿名, without a link to a profile or the company and position', () => {
    renderWithI18n(<PostCard post={post({ isAnonymous: true, nickname: '匿名', avatar: null, company: null, position: null })} t={t} locale="zh" now={NOW} />);
    const head = screen.getByTestId('post-card').querySelector('header') as HTMLElement;
    expect(within(head).getByRole('img').getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(within(head).getByText('匿名')).toBeTruthy();
    expect(head.querySelector('a[href^="/people/"]')).toBeNull();
    expect(head.textContent).not.toContain('华鼎');
  });

  it('G47 even when the answer still carries the author’s avatar and name, an anonymous post shows neither', () => {
    renderWithI18n(<PostCard post={post({ isAnonymous: true })} t={t} locale="zh" now={NOW} />);
    const head = screen.getByTestId('post-card').querySelector('header') as HTMLElement;
    expect(within(head).getByRole('img').getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(head.textContent).not.toContain('李思雨');
    expect(head.querySelector('a[href^="/people/"]')).toBeNull();
  });

  it('G47 a named author links to their profile with their avatar, company and position', () => {
    renderWithI18n(<PostCard post={post()} t={t} locale="zh" now={NOW} />);
    const head = screen.getByTestId('post-card').querySelector('header') as HTMLElement;
    expect(head.querySelector('a')?.getAttribute('href')).toBe('/people/1002');
    expect(within(head).getByRole('img').getAttribute('src')).toBe('/api/files/seed/avatar/1002.svg');
    expect(head.textContent).toContain('华鼎食品科技股份有限公司 · 市场经理');
  });
});

describe('I47 anonymous counterparts in private messages', () => {
  const anonymous: Conversation['members'][number] = {
    id: 1002,
    name: '李思雨',
    nickname: null,
    avatar: '/api/files/seed/avatar/1002.svg',
    company: '华鼎食品科技股份有限公司',
    position: '市场经理',
    isAnonymous: 1,
    contextType: 'post',
    contextId: 77,
  };
  const conversation: Conversation = {
    id: 5,
    members: [{ ...anonymous, id: 1001, name: '张明远', isAnonymous: 0, contextType: null, contextId: null }, anonymous],
    isFriend: true,
    isBlockedMe: false,
    isFollowed: false,
    unreadMessageCount: 0,
    lastMessage: null,
    createdTime: '2026-11-25 10:00:00',
  };

  it('I47 the contact shows the default avatar and 匿名', () => {
    renderWithI18n(<ConversationItem conversation={conversation} myId={1001} active={false} onOpen={vi.fn()} />);
    const contact = screen.getByTestId('chat-conversation');
    expect(within(contact).getByRole('img').getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(contact.textContent).toContain('匿名');
    expect(contact.textContent).not.toContain('李思雨');
  });

  it('I47 their messages show the default avatar, not linked to a profile', () => {
    const message: Message = { id: 1, convId: 5, msgFrom: 1002, msgTo: 1001, msgType: 0, msgContent: '可以提供样品', sentTime: '2026-11-25 10:01:00', isRead: 1 };
    renderWithI18n(
      <MessageList
        history={{ list: [message], current: 1, pages: 1, lastMsgId: 1 }}
        loading={false}
        failed={false}
        myId={1001}
        members={conversation.members}
        friendMessage={undefined}
        onLoadOlder={vi.fn()}
        onChoice={vi.fn()}
      />,
    );
    const row = screen.getByTestId('chat-message');
    expect(within(row).getByRole('img').getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(row.querySelector('a[href^="/people/"]')).toBeNull();
  });
});
