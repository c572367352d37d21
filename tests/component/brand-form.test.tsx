/**
 * M12/M13 (U18/U19): the brand editor of `/brand/add` and `/brand/edit/{id}` — the token is checked before any call,
 * a create posts the brand and moves to its edit page, an edit puts it with its id. M30: the product and brand
 * editors show one tag picker per category, each fed by `GET /basic/tag/list?type=` of its category type (N14).
 * The network is mocked with msw: the editors run their real API calls.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandForm } from '@/components/brand/editor/brand-form';
import { ProductForm } from '@/components/product/editor/product-form';
import { AntdScope } from '@/components/providers/antd-scope';
import { findRoute } from '@/lib/routing/decide';
import { CATALOGUE_CATEGORY_TYPE, CHAIN_TAG_TYPE, type BrandDetail } from '@/lib/contract/catalogue';
import { useSessionStore } from '@/stores/session';
import { basicHandlers } from '../mocks/handlers/basic';
import { catalogueHandlers } from '../mocks/handlers/catalogue';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { router } from './navigation';

const { replace } = router;

startMockServer();
/** Every call the editors made, in order. */
let calls: SentCall[];
const writes = () => calls.filter((c) => c.method !== 'GET');
const brandPosts = () => callsTo(calls, 'POST', '/company/brand');
const brandPuts = () => callsTo(calls, 'PUT', '/company/brand');
/** Lets the editor finish whatever it would send after a refused submit. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  calls = [];
  server.use(
    basicHandlers.tagList(recorded(calls, [])),
    catalogueHandlers.searchBrands(recorded(calls, { records: [], total: 0, size: 50, current: 1, pages: 0 })),
    catalogueHandlers.createBrand(recorded(calls, { id: 77 })),
    catalogueHandlers.updateBrand(recorded(calls, { id: 41 })),
    otherCalls(calls),
  );
});

const BRAND: BrandDetail = {
  id: 41,
  name: '鲜焙坊',
  enName: 'Fresh Bake',
  logo: null,
  description: '烘焙食品品牌',
  companyId: 7,
  companyName: '华鼎食品科技股份有限公司',
  viewCount: 12,
  story: '从一家社区面包店开始',
  categories: [{ id: 3301, name: '成品', type: CATALOGUE_CATEGORY_TYPE.product }],
  company: { id: 7, code: 'huading-food', name: '华鼎食品科技股份有限公司', enName: null, logo: null, memberKind: 'COLLEGE', location: '上海' },
  reviewStatus: 'APPROVED',
  createdAt: '2026-10-01 10:00:00',
};

function renderBrand(brand: BrandDetail | null) {
  return renderWithI18n(
    <AntdScope>
      <BrandForm brand={brand} />
    </AntdScope>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('M12 /brand/add', () => {
  it('M12 M13 /brand/add and /brand/edit/{brandId} are login pages; a non-numeric brand id is no route', () => {
    expect(findRoute('/brand/add').matched?.route.login).toBe(true);
    expect(findRoute('/brand/edit/41').matched).toMatchObject({ route: { pattern: '/brand/edit/:brandId', login: true }, params: { brandId: '41' } });
    expect(findRoute('/brand/edit/abc').matched).toBeNull();
  });

  it('M12 U18 without brand-add the message shows and nothing is sent', async () => {
    useSessionStore.setState({ permissions: ['company:brand:edit'] });
    renderBrand(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('创建品牌');
    fireEvent.change(screen.getByLabelText('品牌名称'), { target: { value: '测试品牌' } });
    fireEvent.click(screen.getByTestId('brand-submit'));
    expect(await screen.findByText('暂无权限操作，请联系平台管理员~')).toBeTruthy();
    await settle();
    expect(writes()).toEqual([]);
  });

  it('M12 U18 with brand-add the brand is posted and the editor moves to /brand/edit/{id}', async () => {
    useSessionStore.setState({ permissions: ['company:brand:add'] });
    renderBrand(null);
    fireEvent.change(screen.getByLabelText('品牌名称'), { target: { value: '测试品牌' } });
    fireEvent.change(screen.getByLabelText('品牌故事'), { target: { value: '品牌的来历' } });
    fireEvent.click(screen.getByTestId('brand-submit'));
    await waitFor(() => expect(brandPosts()).toHaveLength(1));
    expect(brandPosts()[0]?.body).toEqual({ name: '测试品牌', enName: null, logo: null, description: null, story: '品牌的来历', tagIds: [] });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/brand/edit/77?submitted=1'));
    expect(writes()).toHaveLength(1);
  });
});

describe('M13 /brand/edit/{brandId}', () => {
  it('M13 U19 the brand loads into the form; saving puts it with its id and keeps its categories', async () => {
    useSessionStore.setState({ permissions: ['company:brand:edit'] });
    renderBrand(BRAND);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编辑品牌');
    expect((screen.getByLabelText('品牌名称') as HTMLInputElement).value).toBe('鲜焙坊');
    fireEvent.change(screen.getByLabelText('品牌简介'), { target: { value: '新的简介' } });
    fireEvent.click(screen.getByTestId('brand-submit'));
    await waitFor(() => expect(brandPuts()).toHaveLength(1));
    expect(brandPuts()[0]?.body).toMatchObject({ id: 41, name: '鲜焙坊', enName: 'Fresh Bake', description: '新的简介', story: '从一家社区面包店开始', tagIds: [3301] });
    expect(await screen.findByText('已提交，审核通过后公开展示')).toBeTruthy();
    expect(writes()).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
  });

  it('M13 U19 without brand-edit the message shows and nothing is sent', async () => {
    useSessionStore.setState({ permissions: ['company:brand:add'] });
    renderBrand(BRAND);
    fireEvent.click(screen.getByTestId('brand-submit'));
    expect(await screen.findByText('暂无权限操作，请联系平台管理员~')).toBeTruthy();
    await settle();
    expect(writes()).toEqual([]);
  });
});

describe('M30 one tag picker per category', () => {
  const LABELS = ['产品分类', '食品分类', '代工分类', '原料分类', '包装类型', '产品类型', '营销类型', '餐饮类型', '渠道类型'];
  const CATEGORY_TYPES = Object.values(CATALOGUE_CATEGORY_TYPE);

  it.each([
    ['brand', () => renderBrand(null), CHAIN_TAG_TYPE.brand],
    [
      'product',
      () =>
        renderWithI18n(
          <AntdScope>
            <ProductForm product={null} />
          </AntdScope>,
        ),
      CHAIN_TAG_TYPE.product,
    ],
  ] as const)('M30 N14 the %s editor: nine category pickers, each loading the tags of its type', async (_name, render, chainType) => {
    useSessionStore.setState({ permissions: [] });
    render();
    for (const label of LABELS) expect(screen.getByText(label, { selector: 'label' }), label).toBeTruthy();
    for (const key of Object.keys(CATALOGUE_CATEGORY_TYPE)) expect(screen.getByTestId(`picker-${key}`)).toBeTruthy();
    const tagCalls = () => callsTo(calls, 'GET', '/basic/tag/list');
    await waitFor(() => expect(tagCalls()).toHaveLength(CATEGORY_TYPES.length + 1));
    const asked = tagCalls()
      .map((c) => Number(c.query.type))
      .sort((a, b) => a - b);
    expect(asked).toEqual([...CATEGORY_TYPES, chainType].sort((a, b) => a - b));
  });
});
