/** M26 attribute groups in order with empty ones hidden; M25 price and N10 company link on the product view. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductAttributes } from '@/components/product/product-attributes';
import { ProductDetailView } from '@/components/product/product-detail-view';
import type { ProductDetail } from '@/lib/contract/catalogue';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useSessionStore } from '@/stores/session';
import { catalogueHandlers } from '../mocks/handlers/catalogue';
import { recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();
/** The page-view beacons sent (M24). */
let views: SentCall[];
beforeEach(() => {
  views = [];
  server.use(catalogueHandlers.viewProduct(recorded(views, null)));
});

const zh = createTranslate(getMessages('zh'));
const en = createTranslate(getMessages('en'));

const product: ProductDetail = {
  id: 7,
  name: '低糖燕麦能量棒',
  coverImg: '/img/a.jpg',
  priceType: 'LEAST',
  price: 18,
  maxPrice: null,
  unit: '盒',
  companyId: 3,
  companyName: '华鼎食品',
  viewCount: 1,
  description: '燕麦与坚果冷压成型',
  video: '/v/a.mp4',
  images: ['/img/a.jpg', '/img/b.jpg'],
  attributes: [
    { group: 'SPECIFICATION', name: '包装方式', value: '礼盒' },
    { group: 'BASIC', name: '产地', value: '上海' },
  ],
  categories: [],
  brand: { id: 4, name: '轻负担' },
  company: { id: 3, code: 'huading', name: '华鼎食品', enName: null, logo: null, memberKind: 'ORDINARY', location: '上海' },
  reviewStatus: 'APPROVED',
  createdAt: '2026-01-01 00:00:00',
};

describe('product view', () => {
  it('M26 groups render in the order BASIC, PRODUCTION, SPECIFICATION; an empty group is hidden', () => {
    render(<ProductAttributes attributes={product.attributes} t={zh} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['基本信息', '规格参数']);
    expect(screen.queryByText('生产信息')).toBeNull();
  });

  it('M26 with no attributes nothing renders; en labels', () => {
    const { container } = render(<ProductAttributes attributes={[]} t={en} />);
    expect(container.textContent).toBe('');
    render(<ProductAttributes attributes={[{ group: 'PRODUCTION', name: 'Process', value: null }]} t={en} />);
    expect(screen.getByRole('heading', { name: 'Production' })).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });

  it('M25 N10 price, video and company link by member kind (ORDINARY and COLLEGE)', () => {
    renderWithI18n(<ProductDetailView product={product} related={[]} hot={[]} t={zh} locale="zh" jsonLd={[]} />);
    expect(screen.getByTestId('product-price').textContent).toBe('¥18.00起');
    expect(screen.getByTestId('product-company').getAttribute('href')).toBe('/company/ordinary/huading');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/v/a.mp4');
    expect(within(screen.getByRole('article')).getByRole('link', { name: '轻负担' }).getAttribute('href')).toBe('/brand/4');
    expect(screen.queryByTestId('hot-products')).toBeNull();
    // M24: one view of the product is sent after mount
    return waitFor(() => expect(views.map((v) => v.body)).toEqual([{ id: 7, cid: expect.any(String) }]));
  });

  it('N10 a COLLEGE company links to /company/{code}; M28 hot products show, without the product itself', () => {
    const hot = [{ ...product, id: 8, name: '冻干草莓脆' }];
    renderWithI18n(<ProductDetailView product={{ ...product, company: { ...product.company, memberKind: 'COLLEGE' } }} related={[]} hot={hot} t={zh} locale="zh" jsonLd={[]} />);
    expect(screen.getByTestId('product-company').getAttribute('href')).toBe('/company/huading');
    expect(within(screen.getByTestId('hot-products')).getByRole('link', { name: /冻干草莓脆/ }).getAttribute('href')).toBe('/product/8');
  });
});

describe('product manage bar', () => {
  const member = (companyId: number, permissions: string[]) =>
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 5, permissions, memberInfo: { memberId: 5, companyId } as MemberBasicInfo });
  afterEach(() => useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null, permissions: [], memberInfo: null }));

  it('U33 visitors and members of another company see no controls', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false });
    const { unmount } = renderWithI18n(<ProductDetailView product={product} related={[]} hot={[]} t={zh} locale="zh" jsonLd={[]} />);
    expect(screen.queryByTestId('catalogue-manage-bar')).toBeNull();
    unmount();
    member(99, ['company:product:edit']);
    renderWithI18n(<ProductDetailView product={product} related={[]} hot={[]} t={zh} locale="zh" jsonLd={[]} />);
    // the member's controls load after hydration: wait for their code before saying they stay away
    await import('@/components/product/catalogue-manage-controls');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('catalogue-manage-bar')).toBeNull();
  });

  it('U16 M10 a member of the company with product-edit gets the edit link; without product-add the add control shows the message (U15)', async () => {
    member(3, ['company:product:edit']);
    renderWithI18n(<ProductDetailView product={product} related={[]} hot={[]} t={zh} locale="zh" jsonLd={[]} />);
    expect((await screen.findByTestId('manage-edit')).getAttribute('href')).toBe('/product/edit/7');
    expect(screen.queryByTestId('no-permission')).toBeNull();
    fireEvent.click(screen.getByTestId('manage-add'));
    expect(screen.getByTestId('no-permission').textContent).toBe('暂无权限操作，请联系平台管理员~');
  });
});
