/**
 * The industry-chain explorer's islands: N09 the search box (hot keywords, hot companies, company search of
 * size 20), N05 the filters over the list (province, base category, category line, keyword; kept in the URL),
 * N03/N11 the level rows (each option a URL of the level ids, the selection marked).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChainLevels } from '@/components/industry-chain/chain-levels';
import { ChainResults } from '@/components/industry-chain/chain-results';
import { ChainSearch } from '@/components/industry-chain/chain-search';
import type { Tag } from '@/lib/contract/basic';
import type { ChainCompany, ProductCard } from '@/lib/contract/catalogue';
import type { Page } from '@/lib/contract/common';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { catalogueHandlers } from '../mocks/handlers/catalogue';
import { callsTo, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();
// real time for the network while setTimeout is faked
const realSetTimeout = globalThis.setTimeout;
const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));
/** The searches the islands sent, and what the API answers them. */
let calls: SentCall[];
let companies: Page<ChainCompany>;
let products: Page<ProductCard>;
const companySearches = () => callsTo(calls, 'GET', '/company/chain/companies').map((c) => c.query);

const zh = createTranslate(getMessages('zh'));
const page = <T,>(records: T[]): Page<T> => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const company = (id: number, name: string, memberKind: 'ORDINARY' | 'COLLEGE'): ChainCompany => ({
  id,
  code: `c${id}`,
  name,
  enName: null,
  logo: null,
  memberKind,
  location: '上海',
  locationEnName: 'Shanghai',
  intro: null,
  locationId: 310000,
  productCount: 3,
  categories: [],
});
const tag = (id: number, name: string, parentId: number | null = null): Tag => ({ id, name, enName: null, code: null, type: 30, parentId }) as Tag;

beforeEach(() => {
  window.history.replaceState(null, '', '/industry-chain/product/1');
  calls = [];
  companies = page([]);
  products = page([]);
  server.use(
    catalogueHandlers.chainCompanies(recorded(calls, () => companies)),
    catalogueHandlers.searchProducts(recorded(calls, () => products)),
    catalogueHandlers.searchBrands(recorded(calls, () => page([]))),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('N09 chain search box', () => {
  const hot = [
    { key: 1, code: 'huading-food', name: '华鼎食品', memberKind: 'COLLEGE' as const },
    { key: 2, code: 'qingquan', name: '清泉饮品', memberKind: 'ORDINARY' as const },
  ];

  it('N09 the box says it searches companies by name, so on the 产品 tab it is not read as a product search (issue 29 item 9)', () => {
    renderWithI18n(<ChainSearch keywords={[]} companies={hot} />);
    const box = screen.getByRole('searchbox', { name: '按企业名称搜索企业' });
    expect(box.getAttribute('placeholder')).toBe('按企业名称搜索企业');
  });

  it('focused, it offers the company hot keywords and the hot companies, linked by member kind (N10)', () => {
    renderWithI18n(<ChainSearch keywords={[{ id: 9, keyword: '包装' }]} companies={hot} />);
    expect(screen.queryByTestId('chain-search-panel')).toBeNull();
    fireEvent.focus(screen.getByTestId('chain-search'));
    const panel = screen.getByTestId('chain-search-panel');
    expect(within(panel).getByRole('button', { name: '包装' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '华鼎食品' }).getAttribute('href')).toBe('/company/huading-food');
    expect(within(panel).getByRole('link', { name: '清泉饮品' }).getAttribute('href')).toBe('/company/ordinary/qingquan');
  });

  it('a picked hot keyword searches companies at once and lists the results', async () => {
    companies = page([company(5, '包装印刷集团', 'ORDINARY')]);
    renderWithI18n(<ChainSearch keywords={[{ id: 9, keyword: '包装' }]} companies={hot} />);
    fireEvent.click(screen.getByTestId('chain-search'));
    fireEvent.click(screen.getByRole('button', { name: '包装' }));
    const results = await screen.findByTestId('chain-search-results');
    expect(companySearches()).toEqual([{ keyword: '包装' }]);
    expect(within(results).getByRole('link', { name: '包装印刷集团' }).getAttribute('href')).toBe('/company/ordinary/c5');
    expect(screen.getByTestId('chain-search').getAttribute('value')).toBe('包装');
  });

  it('typing waits for a pause; no match says so', async () => {
    // the pause is timed with fake setTimeout only: the network still runs on real time
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithI18n(<ChainSearch keywords={[]} companies={hot} />);
    fireEvent.change(screen.getByTestId('chain-search'), { target: { value: '不存在' } });
    act(() => vi.advanceTimersByTime(299));
    await act(() => realDelay(150));
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(screen.getByText('没有找到相关企业')).toBeTruthy(), { timeout: 10_000 });
    expect(companySearches()).toEqual([{ keyword: '不存在' }]);
  });
});

describe('N05 chain filters', () => {
  const options = {
    provinces: [{ id: 310000, name: '上海', enName: 'Shanghai' }],
    baseCategories: [{ id: 11, name: '烘焙', enName: 'Bakery' }],
    categoryLines: [{ id: 40, name: '成品', enName: 'Finished goods' }],
  };
  const product = { id: 77, name: '上海烘焙礼盒', coverImg: null, priceType: 'SPECIFIC' as const, price: 20, maxPrice: null, unit: '盒', companyId: 1, companyName: '华鼎食品', viewCount: 1 };

  it('without a filter the page list shows; a province filters in the browser with the levels and updates the URL', async () => {
    products = page([product]);
    renderWithI18n(
      <ChainResults entity="product" tagIds={[1]} options={options}>
        <p>server list</p>
      </ChainResults>,
    );
    expect(screen.getByText('server list')).toBeTruthy();
    fireEvent.change(screen.getByTestId('chain-filter-province'), { target: { value: '310000' } });
    const filtered = await screen.findByTestId('chain-filtered');
    expect(callsTo(calls, 'GET', '/company/product/search').map((c) => c.query)).toEqual([expect.objectContaining({ provinceId: '310000', tagId: '1', current: '1', size: '20' })]);
    expect(within(filtered).getByRole('link', { name: /上海烘焙礼盒/ }).getAttribute('href')).toBe('/product/77');
    expect(within(filtered).getByTestId('product-price').textContent).toBe('¥20.00');
    expect(screen.queryByText('server list')).toBeNull();
    expect(window.location.search).toBe('?province=310000');
    fireEvent.click(screen.getByTestId('chain-filter-reset'));
    expect(screen.getByText('server list')).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('companies: base category, category line and keyword together; a shared URL restores them', async () => {
    window.history.replaceState(null, '', '/industry-chain/company?base=11&line=40');
    companies = page([company(3, '麦香坊', 'ORDINARY')]);
    renderWithI18n(
      <ChainResults entity="company" tagIds={[]} options={options}>
        <p>server list</p>
      </ChainResults>,
    );
    await waitFor(() => expect(companySearches()).toEqual([expect.objectContaining({ baseCategoryId: '11', categoryLineId: '40' })]));
    expect(companySearches()[0]).not.toHaveProperty('tagId');
    expect((screen.getByTestId('chain-filter-base') as HTMLSelectElement).value).toBe('11');
    fireEvent.change(screen.getByTestId('chain-filter-keyword'), { target: { value: '麦香' } });
    fireEvent.submit(screen.getByTestId('chain-filters'));
    await waitFor(() => expect(companySearches().at(-1)).toEqual(expect.objectContaining({ baseCategoryId: '11', categoryLineId: '40', keyword: '麦香' })));
    const list = await screen.findByTestId('chain-filtered');
    expect(within(list).getByRole('link', { name: /麦香坊/ }).getAttribute('href')).toBe('/company/ordinary/c3');
    expect(window.location.search).toBe('?base=11&line=40&q=%E9%BA%A6%E9%A6%99');
  });

  it('en: option names and the company place in English', async () => {
    window.history.replaceState(null, '', '/industry-chain/company?province=310000');
    companies = page([company(3, 'Maixiangfang', 'ORDINARY')]);
    renderWithI18n(
      <ChainResults entity="company" tagIds={[]} options={options}>
        <p>server list</p>
      </ChainResults>,
      'en',
    );
    expect(within(screen.getByTestId('chain-filter-province')).getByRole('option', { name: 'Shanghai' })).toBeTruthy();
    const list = await screen.findByTestId('chain-filtered');
    expect(within(list).getByText('Shanghai')).toBeTruthy();
    expect(list.textContent).not.toContain('上海');
  });
});

describe('N03 N11 chain levels', () => {
  it('each option is the URL of the level ids; the selected option is marked; the next level follows', () => {
    const roots = [tag(1, '食品饮料'), tag(2, '包装材料')];
    const second = [tag(11, '烘焙乳品', 1), tag(12, '饮料茶酒', 1)];
    renderWithI18n(<ChainLevels entity="product" t={zh} locale="zh" levels={[{ tag: roots[0]!, options: roots }]} next={second} />);
    const first = screen.getByTestId('chain-level-1');
    expect(within(first).getByRole('link', { name: '食品饮料' }).getAttribute('aria-current')).toBe('page');
    expect(within(first).getByRole('link', { name: '包装材料' }).getAttribute('href')).toBe('/industry-chain/product/2');
    const next = screen.getByTestId('chain-level-2');
    expect(within(next).getByRole('link', { name: '全部' }).getAttribute('href')).toBe('/industry-chain/product/1');
    expect(within(next).getByRole('link', { name: '饮料茶酒' }).getAttribute('href')).toBe('/industry-chain/product/1/12');
  });

  it('en: the levels show the tags\' English names', () => {
    const roots = [{ ...tag(1, '食品饮料'), enName: 'Food & beverage' }];
    renderWithI18n(<ChainLevels entity="product" t={createTranslate(getMessages('en'))} locale="en" levels={[]} next={roots} />, 'en');
    expect(within(screen.getByTestId('chain-level-1')).getByRole('link', { name: 'Food & beverage' }).getAttribute('href')).toBe('/industry-chain/product/1?lang=en');
    expect(screen.getByTestId('chain-level-1').textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
