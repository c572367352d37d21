/**
 * A member's home and member lists as the viewer sees them (the network mocked with msw): counter labels (I12), no
 * follow or friend button on one's own page (I15), the create-post button (I42), the invite QR (I45), the share
 * panel's mini-app code (I34), a member list item (I16), the friend button's states (I18) and the recommended
 * members' tabs and lists (I37, I38).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendButton } from '@/components/people/friend-button';
import { MemberHomeActions } from '@/components/people/member-home-actions';
import { MemberRow } from '@/components/people/live-member-list';
import { RecommendedMembers } from '@/components/people/recommended-members';
import { memberCardSchema, type MemberCard } from '@/lib/contract/member';
import type { MemberListItem, MemberListPage } from '@/lib/contract/social';
import { useSessionStore } from '@/stores/session';
import { envelope, pageOf } from '../mocks/envelope';
import { memberInfo } from '../mocks/handlers/member';
import { queryOf } from '../mocks/request';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/people/1002';
});

vi.mock('qrcode', () => ({ default: { toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }, toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') }));

startMockServer();

const ME = 1001;
const OTHER = 1002;

function card(over: Partial<MemberCard> = {}): MemberCard {
  return {
    memberId: OTHER,
    nickname: '李思雨',
    avatar: null,
    company: '华鼎食品科技股份有限公司',
    companyId: 0,
    position: '市场经理',
    gender: 'FEMALE',
    locationId: 310000,
    location: '上海',
    hasColumn: false,
    isBanned: false,
    industryTagList: [],
    followerCount: 12,
    followCount: 8,
    isFollowed: false,
    isFriend: false,
    hasPendingFriendRequest: false,
    ...over,
  };
}

function item(memberId: number, over: Partial<MemberListItem> = {}): MemberListItem {
  return {
    memberId,
    name: `会员${memberId}`,
    avatar: null,
    position: '采购经理',
    company: '蓝海塑胶容器有限公司',
    companyRelation: null,
    isFriend: false,
    hasPendingFriendRequest: false,
    isFollowed: false,
    ...over,
  };
}

function signIn(over: Parameters<typeof memberInfo>[0] = {}) {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: ME, isBanned: false, memberInfo: memberInfo({ memberId: ME, ...over }) });
}
function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, memberInfo: null, isBanned: false });
}

let miniappCalls: number[];
beforeEach(() => {
  miniappCalls = [];
  asVisitor();
  server.use(
    http.get(`${API}/admin/member/basic/:memberId`, ({ request, params }) =>
      envelope(memberCardSchema, card({ memberId: Number(params.memberId) }), request),
    ),
    http.get(`${API}/admin/member/:memberId/miniapp-code`, ({ request, params }) => {
      miniappCalls.push(Number(params.memberId));
      return envelope(null, `/api/files/qr?text=${encodeURIComponent(`http://localhost:3000/people/${String(params.memberId)}`)}`, request);
    }),
  );
});

describe('a member home (I12, I15, I42, I45, I34)', () => {
  it('I12/I15/I42 on another member’s page: TA的关注 / TA的粉丝, follow, friend and message buttons, no create-post button', async () => {
    signIn();
    renderWithI18n(<MemberHomeActions memberId={OTHER} followerCount={12} followCount={8} />);
    expect(screen.getByTestId('follow-count').textContent).toBe('8TA的关注');
    expect(screen.getByTestId('fans-count').textContent).toBe('12TA的粉丝');
    expect(await screen.findByTestId('follow-button')).toBeTruthy();
    expect(screen.getByTestId('friend-button')).toBeTruthy();
    expect(screen.getByTestId('message-button')).toBeTruthy();
    expect(screen.queryByTestId('create-post')).toBeNull();
    expect(screen.queryByTestId('invite-code')).toBeNull();
  });

  it('I12/I15/I42/I45 on one’s own page: 我的关注 / 我的粉丝, no follow or friend button, the create-post button and the invite QR', () => {
    signIn({ inviteMiniappCode: '/api/files/seed/qr/1001.svg' });
    renderWithI18n(<MemberHomeActions memberId={ME} followerCount={30} followCount={4} />);
    expect(screen.getByTestId('follow-count').textContent).toBe('4我的关注');
    expect(screen.getByTestId('fans-count').textContent).toBe('30我的粉丝');
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.queryByTestId('friend-button')).toBeNull();
    expect(screen.queryByTestId('friend-pending')).toBeNull();
    expect(screen.queryByTestId('message-button')).toBeNull();
    expect(screen.getByTestId('create-post').getAttribute('href')).toBe('/community/circle/post/create');
    const invite = screen.getByTestId('invite-code');
    expect(within(invite).getByRole('img', { name: '我的邀请码' }).getAttribute('src')).toBe('/api/files/seed/qr/1001.svg');
    expect(invite.textContent).toContain('好友扫码即可注册加入社区');
  });

  it('I42 issue 29 item 4: company staff see 发布产品 / 创建品牌 on their own page, each only with its token; others never', () => {
    signIn();
    useSessionStore.setState({ permissions: ['company:product:add', 'company:brand:add'] });
    const view = renderWithI18n(<MemberHomeActions memberId={ME} followerCount={1} followCount={1} />);
    expect(screen.getByTestId('manage-product-add').getAttribute('href')).toBe('/product/add');
    expect(screen.getByTestId('manage-product-add').textContent).toBe('发布产品');
    expect(screen.getByTestId('manage-brand-add').getAttribute('href')).toBe('/brand/add');
    view.unmount();
    // only the brand token: only 创建品牌
    useSessionStore.setState({ permissions: ['company:brand:add'] });
    const brandOnly = renderWithI18n(<MemberHomeActions memberId={ME} followerCount={1} followCount={1} />);
    expect(screen.queryByTestId('manage-product-add')).toBeNull();
    expect(screen.getByTestId('manage-brand-add')).toBeTruthy();
    brandOnly.unmount();
    // on another member's page, never
    useSessionStore.setState({ permissions: ['company:product:add', 'company:brand:add'] });
    renderWithI18n(<MemberHomeActions memberId={OTHER} followerCount={1} followCount={1} />);
    expect(screen.queryByTestId('manage-product-add')).toBeNull();
    expect(screen.queryByTestId('manage-brand-add')).toBeNull();
    useSessionStore.setState({ permissions: [] });
  });

  it('I45 no invite QR when the member has no inviteMiniappCode; a visitor sees none either', () => {
    signIn({ inviteMiniappCode: null });
    const view = renderWithI18n(<MemberHomeActions memberId={ME} followerCount={1} followCount={1} />);
    expect(screen.queryByTestId('invite-code')).toBeNull();
    view.unmount();
    asVisitor();
    renderWithI18n(<MemberHomeActions memberId={ME} followerCount={1} followCount={1} />);
    expect(screen.queryByTestId('invite-code')).toBeNull();
    expect(screen.getByTestId('follow-count').textContent).toBe('1TA的关注');
  });

  it('I34 sharing a member page shows the member’s mini-app code, asked only when the share panel opens', async () => {
    renderWithI18n(<MemberHomeActions memberId={OTHER} followerCount={12} followCount={8} />);
    expect(miniappCalls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByTestId('share-button')));
    const code = await screen.findByTestId('share-miniapp-code');
    expect(code.getAttribute('src')).toBe(`/api/files/qr?text=${encodeURIComponent('http://localhost:3000/people/1002')}`);
    expect(code.getAttribute('alt')).toBe('小程序码');
    expect(miniappCalls).toEqual([OTHER]);
    expect(screen.getByTestId('share-panel').textContent).toContain('微信扫码，在小程序中打开TA的主页');
  });
});

describe('member list items (I16, I18)', () => {
  it('I16 an item shows avatar, name, position, company and the company relation, linked to the member, with buttons from its relation flags', () => {
    renderWithI18n(
      <ul>
        <MemberRow item={item(1050, { companyRelation: 'SUPPLIER', isFollowed: true, avatar: '/api/files/seed/avatar/1050.svg' })} me={ME} onChange={vi.fn()} />
      </ul>,
    );
    const row = screen.getByTestId('member-item');
    expect(within(row).getByRole('img', { name: '会员1050', hidden: true }).getAttribute('src')).toBe('/api/files/seed/avatar/1050.svg');
    expect(within(row).getByRole('link', { name: '会员1050' }).getAttribute('href')).toBe('/people/1050');
    expect(row.textContent).toContain('蓝海塑胶容器有限公司');
    expect(row.textContent).toContain('采购经理');
    expect(row.textContent).toMatch(/供应商|Supplier/);
    expect(within(row).getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    expect(within(row).getByTestId('friend-button')).toBeTruthy();
  });

  it('I16 one’s own item has no buttons', () => {
    renderWithI18n(
      <ul>
        <MemberRow item={item(ME)} me={ME} onChange={vi.fn()} />
      </ul>,
    );
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.queryByTestId('friend-button')).toBeNull();
  });

  it('I18 friends get no friend button; a pending request shows a disabled 已申请; otherwise 加好友', () => {
    const friend = renderWithI18n(<FriendButton memberId={1050} isFriend pending={false} />);
    expect(friend.container.textContent).toBe('');
    friend.unmount();
    const pending = renderWithI18n(<FriendButton memberId={1050} isFriend={false} pending />);
    const label = screen.getByTestId('friend-pending') as HTMLButtonElement;
    expect([label.textContent, label.disabled]).toEqual(['已申请', true]);
    expect(screen.queryByTestId('friend-button')).toBeNull();
    pending.unmount();
    renderWithI18n(<FriendButton memberId={1050} isFriend={false} pending={false} />);
    expect(screen.getByTestId('friend-button').textContent).toBe('加好友');
  });
});

describe('recommended members (I37, I38)', () => {
  const interested: MemberListPage = pageOf([item(1051), item(1052), item(1053)], { size: 3, total: 9 });
  let asked: Record<string, string>[];
  beforeEach(() => {
    asked = [];
    server.use(
      http.get(`${API}/admin/follow/viewd`, ({ request }) => {
        asked.push({ list: 'viewd', ...queryOf(request) });
        return envelope(null, pageOf([item(1060, { viewTime: '2026-11-20 10:00:00' })], { size: 3 }), request);
      }),
      http.get(`${API}/admin/follow/v2/interested`, ({ request }) => {
        asked.push({ list: 'interested', ...queryOf(request) });
        return envelope(null, interested, request);
      }),
    );
  });

  it('I37 a visitor sees only the interest tab; I38 it lists the 3 recommended members with follow buttons', () => {
    renderWithI18n(<RecommendedMembers initial={interested} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['感兴趣']);
    expect(screen.queryByTestId('recommend-visitors-tab')).toBeNull();
    const items = screen.getAllByTestId('member-item');
    expect(items).toHaveLength(3);
    expect(items.every((i) => within(i).queryByTestId('follow-button'))).toBe(true);
  });

  it('I37 a member also gets the visitors tab, which lists who viewed them 3 at a time', async () => {
    signIn();
    renderWithI18n(<RecommendedMembers initial={interested} />);
    const visitors = screen.getByTestId('recommend-visitors-tab');
    await act(async () => fireEvent.click(visitors));
    await waitFor(() => expect(screen.getAllByTestId('member-item').map((i) => i.textContent)).toEqual([expect.stringContaining('会员1060')]));
    expect(asked.find((a) => a.list === 'viewd')).toMatchObject({ current: '1', size: '3' });
    expect(visitors.getAttribute('aria-selected')).toBe('true');
  });
});
