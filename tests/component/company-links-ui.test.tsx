/**
 * L31/I48: company links follow the member kind on member list items and the member card; free-text companies stay
 * text. L11: a company card shows its place in the page's language (no Chinese in en). L15: one's own page lists the
 * followed companies, which can be unfollowed.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyCard } from '@/components/company/company-card';
import { CompanyAndPosition } from '@/components/company/company-name-link';
import { DEFAULT_LOGO } from '@/components/ui/logo-image';
import { MemberRow } from '@/components/people/live-member-list';
import { MemberCompaniesTab } from '@/components/people/member-companies-tab';
import { CompanySearchGroup } from '@/components/search/company-search-group';
import type { CompanyListItem } from '@/lib/contract/company';
import type { MemberListItem } from '@/lib/contract/social';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { useSessionStore } from '@/stores/session';
import { companyHandlers } from '../mocks/handlers/company';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

configure({ asyncUtilTimeout: 8000 });

startMockServer();
/** Every call the islands made, in order. */
let calls: SentCall[];
beforeEach(() => {
  calls = [];
});

const member = (over: Partial<MemberListItem>): MemberListItem => ({
  memberId: 1002,
  name: '刘洋',
  avatar: null,
  position: '采购经理',
  company: '清泉饮品集团股份有限公司',
  companyLink: { code: 'qingquan-beverage', memberKind: 'ORDINARY' },
  isFriend: false,
  hasPendingFriendRequest: false,
  isFollowed: false,
  ...over,
});

const company: CompanyListItem = {
  companyId: 7,
  code: 'huading-food',
  name: '华鼎食品科技股份有限公司',
  enName: 'Huading Food Technology Co., Ltd.',
  logo: null,
  location: '上海',
  locationEn: 'Shanghai',
  listStatus: 'LISTED',
  memberKind: 'COLLEGE',
  intro: null,
  categories: [],
  categoriesEn: [],
  staffCount: 3,
  viewCount: 10,
  followerCount: 5,
};

afterEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null, permissions: [] });
});

describe('company links', () => {
  it('L31 I48 a member row links the member home and, beside it, an ORDINARY company at /company/ordinary/:code', () => {
    renderWithI18n(<MemberRow item={member({})} me={null} onChange={vi.fn()} />);
    const row = screen.getByTestId('member-item');
    expect(within(row).getByRole('link', { name: '刘洋' }).getAttribute('href')).toBe('/people/1002');
    expect(within(row).getByTestId('member-company-link').getAttribute('href')).toBe('/company/ordinary/qingquan-beverage');
    expect(row.querySelector('a a')).toBeNull();
  });

  it('L31 a COLLEGE company links to /company/:code; a free-text company is not linked (I48)', () => {
    const view = renderWithI18n(<CompanyAndPosition company="华鼎食品" link={{ code: 'huading-food', memberKind: 'COLLEGE' }} position="总经理" />);
    expect(screen.getByTestId('member-company-link').getAttribute('href')).toBe('/company/huading-food');
    expect(view.container.textContent).toBe('华鼎食品 · 总经理');
    view.unmount();
    renderWithI18n(<MemberRow item={member({ company: '某个体商户', companyLink: null })} me={null} onChange={vi.fn()} />);
    expect(screen.queryByTestId('member-company-link')).toBeNull();
    expect(screen.getByTestId('member-item').textContent).toContain('某个体商户 · 采购经理');
  });
});

describe('company place and names by locale', () => {
  it('L11 the en card shows the English name and place; the zh card the Chinese ones', () => {
    const en = renderWithI18n(<CompanyCard t={createTranslate(getMessages('en'))} locale="en" company={company} />, 'en');
    expect(screen.getByTestId('company-card').textContent).toContain('Huading Food Technology Co., Ltd.');
    expect(screen.getByTestId('company-card-facts').textContent?.startsWith('Shanghai · ')).toBe(true);
    expect(screen.getByTestId('company-card-facts').textContent).not.toMatch(/[\u4e00-\u9fff]/);
    en.unmount();
    renderWithI18n(<CompanyCard t={createTranslate(getMessages('zh'))} locale="zh" company={company} />);
    expect(screen.getByTestId('company-card-facts').textContent?.startsWith('上海 · ')).toBe(true);
  });

  it('L05 a card without a logo shows the default mark, not an empty image', () => {
    renderWithI18n(<CompanyCard t={createTranslate(getMessages('zh'))} locale="zh" company={company} />);
    expect(screen.getByTestId('company-card').querySelector('img')?.getAttribute('src')).toBe(DEFAULT_LOGO);
  });
});

describe('followed companies (L15)', { timeout: 20_000 }, () => {
  it('L15 one own page lists the followed companies by member kind; unfollow keeps the row to follow again', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, permissions: [] });
    server.use(
      companyHandlers.followedPage(recorded(calls, { records: [company], total: 1, size: 5, current: 1, pages: 1 })),
      companyHandlers.unfollow(recorded(calls, { isFollowed: false })),
      companyHandlers.follow(recorded(calls, { isFollowed: true })),
      otherCalls(calls),
    );
    const view = renderWithI18n(<MemberCompaniesTab />);
    const list = await screen.findByTestId('home-companies-list');
    expect(callsTo(calls, 'GET', '/company/companies/followed/page').map((c) => c.query)).toEqual([{ current: '1', size: '5' }]);
    expect(within(list).getByTestId('company-card').getAttribute('href')).toBe('/company/huading-food');
    fireEvent.click(within(list).getByTestId('followed-company-toggle'));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/company/company-followers').map((c) => c.query)).toEqual([{ companyId: '7' }]));
    await waitFor(() => expect(within(list).getByTestId('followed-company-toggle').textContent).toBe('关注'));
    fireEvent.click(within(list).getByTestId('followed-company-toggle'));
    await waitFor(() => expect(callsTo(calls, 'POST', '/company/company-followers').map((c) => c.body)).toEqual([{ companyId: 7 }]));
    await waitFor(() => expect(within(list).getByTestId('followed-company-toggle').textContent).not.toBe('关注'));
    // gone before the session resets (a visitor's list would be read)
    view.unmount();
  });
});

describe('company search group (E16)', { timeout: 20_000 }, () => {
  const facets = {
    provinces: [
      { id: 310000, name: '上海', enName: 'Shanghai', count: 3 },
      { id: 330000, name: '浙江', enName: 'Zhejiang', count: 2 },
    ],
    categories: [{ id: 41, name: '休闲食品', enName: 'Snacks', count: 4 }],
  };
  const initial = { records: [company, { ...company, companyId: 8, code: 'qingquan-beverage', memberKind: 'ORDINARY' as const }], total: 5, size: 20, current: 1, pages: 1, facets };

  it('E16 the server list shows first; a province filter loads the narrowed list with the keyword; facets are named by locale', async () => {
    server.use(companyHandlers.searchV1(recorded(calls, { records: [company], total: 1, size: 20, current: 1, pages: 1, facets })), otherCalls(calls));
    renderWithI18n(<CompanySearchGroup keyword="食品" initial={initial} />, 'en');
    const group = screen.getByTestId('search-companies');
    expect(group.querySelector('summary')?.textContent).toBe('Companies (5)');
    expect(within(group).getAllByTestId('company-card').map((a) => a.getAttribute('href'))).toEqual(['/company/huading-food?lang=en', '/company/ordinary/qingquan-beverage?lang=en']);
    expect(calls).toEqual([]);
    fireEvent.click(within(screen.getByTestId('company-facet-provinces')).getByRole('button', { name: 'Zhejiang (2)' }));
    const searches = () => callsTo(calls, 'GET', '/company/companies/v1/search').map((c) => c.query);
    await waitFor(() => expect(searches()).toEqual([{ keyword: '食品', size: '20', provinceId: '330000' }]));
    await waitFor(() => expect(within(group).getAllByTestId('company-card')).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('company-facet-categories')).getByRole('button', { name: 'Snacks (4)' }));
    await waitFor(() => expect(searches().at(-1)).toEqual({ keyword: '食品', size: '20', provinceId: '330000', categoryId: '41' }));
  });

  it('E16 no match: no group', () => {
    renderWithI18n(<CompanySearchGroup keyword="无" initial={{ records: [], total: 0, size: 20, current: 1, pages: 0, facets: { provinces: [], categories: [] } }} />);
    expect(screen.queryByTestId('search-companies')).toBeNull();
  });
});
