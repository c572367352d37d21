/**
 * Issue 27 item 1: one product card and one brand card, the same wherever products and brands are listed (the chain,
 * a brand's and a product's lists, a company's page). M25 the price by its type with the unit; N10 each card links to
 * its page; L11 a company's own page leaves its name off the cards; L03 a brand without a logo shows the default mark.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandCard, BrandList } from '@/components/brand/brand-card';
import { ProductCard } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import { DEFAULT_LOGO } from '@/components/ui/logo-image';
import { productCardSchema, brandCardSchema, type BrandCard as BrandCardData, type ProductCard as ProductCardData } from '@/lib/contract/catalogue';
import { companyDetailSchema } from '@/lib/contract/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const zh = createTranslate(getMessages('zh'));
const en = createTranslate(getMessages('en'));

const product: ProductCardData = {
  id: 51,
  name: '低糖燕麦饼干',
  coverImg: '/img/cookie.jpg',
  priceType: 'LEAST',
  price: 79,
  maxPrice: null,
  unit: '元/箱',
  companyId: 3,
  companyName: '华鼎食品科技股份有限公司',
  companyEnName: 'Huading Food Technology Co., Ltd.',
  viewCount: 12,
};
const brand: BrandCardData = {
  id: 7,
  name: '鼎味坊',
  enName: 'Dingweifang',
  logo: null,
  description: '主打坚果炒货。',
  companyId: 3,
  companyName: '华鼎食品科技股份有限公司',
  companyEnName: 'Huading Food Technology Co., Ltd.',
  viewCount: 4,
};

describe('the one product card', () => {
  it('M25 N10 shows cover, name, the price by its type with the unit, the company, and links to the product', () => {
    renderWithI18n(<ProductCard product={product} t={zh} locale="zh" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/51');
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe('低糖燕麦饼干');
    expect(screen.getByTestId('product-price').textContent).toBe('¥79.00起');
    expect(link.textContent).toContain('/箱');
    expect(link.textContent).toContain('华鼎食品科技股份有限公司');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/img/cookie.jpg');
  });

  it('M25 a negotiable price has no unit; en shows the company by its English name', () => {
    renderWithI18n(<ProductCard product={{ ...product, priceType: 'NEGOTIABLE', price: null }} t={en} locale="en" />, 'en');
    expect(screen.getByTestId('product-price').textContent).toBe('Negotiable');
    expect(screen.getByRole('link').textContent).not.toContain('/箱');
    expect(screen.getByRole('link').textContent).toContain('Huading Food Technology Co., Ltd.');
  });

  it('L11 on a company page (showCompany false) the grid is a list of cards without the company name', () => {
    renderWithI18n(<ProductGrid products={[product, { ...product, id: 52, name: '全麦吐司' }]} t={zh} locale="zh" showCompany={false} testId="company-products" />);
    const grid = screen.getByTestId('company-products');
    expect(grid.querySelectorAll('li')).toHaveLength(2);
    expect(grid.textContent).not.toContain('华鼎食品科技股份有限公司');
    expect([...grid.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/product/51', '/product/52']);
  });
});

describe('the one brand card', () => {
  it('N10 L03 shows the default mark without a logo, the name, the company and the description, and links to the brand', () => {
    renderWithI18n(<BrandCard brand={brand} locale="zh" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/brand/7');
    expect(within(link).getByRole('heading', { level: 3 }).textContent).toBe('鼎味坊');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_LOGO);
    expect(link.textContent).toContain('华鼎食品科技股份有限公司');
    expect(link.textContent).toContain('主打坚果炒货。');
  });

  it('L11 on a company page (showCompany false) the list leaves the company name off', () => {
    renderWithI18n(<BrandList brands={[brand]} locale="en" showCompany={false} columns={2} testId="company-brands" />, 'en');
    const list = screen.getByTestId('company-brands');
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.textContent).not.toContain('Huading');
  });
});

describe('one card shape', () => {
  it('L11 a company page carries the same product and brand cards the catalogue answers', () => {
    const shape = companyDetailSchema.shape;
    expect(shape.products.element).toBe(productCardSchema);
    expect(shape.brands.element).toBe(brandCardSchema);
    // a card without its company is not a product card any more
    expect(productCardSchema.safeParse({ ...product, companyId: undefined }).success).toBe(false);
    expect(productCardSchema.safeParse({ ...product, priceType: 'FREE' }).success).toBe(false);
  });
});
