/** M26 attribute groups in order with empty ones hidden; M25 price and N10 company link on the product view. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductAttributes } from '@/components/product/product-attributes';
import { ProductDetailView } from '@/components/product/product-detail-view';

vi.mock('@/components/ui/view-beacon', () => ({ ViewBeacon: () => null }));
import type { ProductDetail } from '@/lib/contract/catalogue';
import { createTranslate, getMessages } from '@/lib/i18n/messages';

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
    const { rerender } = render(<ProductDetailView product={product} related={[]} t={zh} jsonLd="[]" />);
    expect(screen.getByTestId('product-price').textContent).toBe('¥18.00起');
    expect(screen.getByTestId('product-company').getAttribute('href')).toBe('/company/ordinary/huading');
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/v/a.mp4');
    expect(within(screen.getByRole('article')).getByRole('link', { name: '轻负担' }).getAttribute('href')).toBe('/brand/4');
    rerender(<ProductDetailView product={{ ...product, company: { ...product.company, memberKind: 'COLLEGE' } }} related={[]} t={zh} jsonLd="[]" />);
    expect(screen.getByTestId('product-company').getAttribute('href')).toBe('/company/huading');
  });
});
