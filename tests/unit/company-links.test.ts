import { describe, expect, it } from 'vitest';
import { findRoute } from '@/lib/routing/decide';
import { companyHref } from '@/lib/routing/company-links';
import { href } from '@/lib/routing/routes';
import { formatProductPrice } from '@/lib/format/product-price';

const labels = { negotiable: '面议', from: (p: string) => `${p}起` };

describe('company links and prices', () => {
  it('L31 ORDINARY companies link to /company/ordinary/:code, COLLEGE ones to /company/:code, sections appended', () => {
    expect(companyHref({ code: 'qingquan-beverage', memberKind: 'ORDINARY' })).toBe('/company/ordinary/qingquan-beverage');
    expect(companyHref({ code: 'huading-food', memberKind: 'COLLEGE' })).toBe('/company/huading-food');
    expect(companyHref({ code: 'huading-food', memberKind: 'COLLEGE' }, 'history')).toBe('/company/huading-food/history');
    expect(href('/management/:managerCode', { managerCode: 'huading-food-1' })).toBe('/management/huading-food-1');
  });

  it('A11 L03–L09 every company link matches its route', () => {
    expect(findRoute(companyHref({ code: 'a-b', memberKind: 'ORDINARY' }, 'intro')).matched?.route.pattern).toBe('/company/ordinary/:companyCode/:sectionCode?');
    expect(findRoute(companyHref({ code: 'a-b', memberKind: 'COLLEGE' }, 'intro')).matched?.route.pattern).toBe('/company/:companyCode/:sectionCode?');
    expect(findRoute(href('/management/:managerCode', { managerCode: 'a-b-1' })).matched?.route.pattern).toBe('/management/:managerCode');
  });

  it('M25 Q19 product prices by type; an invalid price shows -', () => {
    expect(formatProductPrice({ priceType: 'SPECIFIC', price: 128, maxPrice: null }, labels)).toBe('¥128.00');
    expect(formatProductPrice({ priceType: 'LEAST', price: 79, maxPrice: null }, labels)).toBe('¥79.00起');
    expect(formatProductPrice({ priceType: 'RANGE', price: 46, maxPrice: 58 }, labels)).toBe('¥46.00-¥58.00');
    expect(formatProductPrice({ priceType: 'NEGOTIABLE', price: null, maxPrice: null }, labels)).toBe('面议');
    expect(formatProductPrice({ priceType: 'SPECIFIC', price: null, maxPrice: null }, labels)).toBe('-');
    expect(formatProductPrice({ priceType: 'RANGE', price: 60, maxPrice: 50 }, labels)).toBe('-');
  });
});
