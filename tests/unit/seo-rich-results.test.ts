// @vitest-environment node
/**
 * Issue 31 item 4: rich results Google accepts. A product without a price (面议) emits no `Product` (Google wants
 * offers, review or aggregateRating); an event without a start (`NO_DATE`) emits no `Event`; products, brands, companies
 * and staff show no breadcrumb trail, so their structured data has no `BreadcrumbList`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandDetail, ProductDetail } from '@/lib/contract/catalogue';
import type { CompanyDetail, StaffDetail } from '@/lib/contract/company';
import type { EventDetail } from '@/lib/contract/ec';
import { brandJsonLd, productJsonLd } from '@/lib/seo/catalogue-json-ld';
import { companyJsonLd, personJsonLd } from '@/lib/seo/company-json-ld';
import { eventJsonLd } from '@/lib/seo/events';

const URL_ = 'https://example.com/product/1';
const types = (blocks: object) => (blocks as { '@type': string }[]).map((b) => b['@type']);

beforeEach(() => vi.stubEnv('SITE_URL', 'https://example.com'));
afterEach(() => vi.unstubAllEnvs());

const product = (over: Partial<ProductDetail>) =>
  ({ id: 1, name: '瓶坯', images: [], brand: null, company: { name: '华鼎' }, priceType: 'SPECIFIC', price: '12.50', minPrice: null, maxPrice: null, ...over }) as unknown as ProductDetail;

describe('issue 31 item 4: rich results', () => {
  it('a priced product is a Product with an Offer; a 面议 product emits no Product type at all', () => {
    const priced = productJsonLd(product({}), URL_, 'd');
    expect(types(priced)).toEqual(['Product']);
    expect((priced[0] as { offers: { '@type': string } }).offers['@type']).toBe('Offer');
    expect(productJsonLd(product({ priceType: 'NEGOTIABLE', price: null } as Partial<ProductDetail>), URL_, 'd')).toEqual([]);
  });

  it('an event without a start date emits no Event', () => {
    const event = { id: 23, title: '待定活动', startTime: null, endTime: null, city: null, venue: null, coverImg: null, merchant: null, sourceName: null } as unknown as EventDetail;
    expect(eventJsonLd(event, null, 'https://example.com/events/23', 'd')).toEqual([]);
    const dated = eventJsonLd({ ...event, startTime: '2026-12-01 09:00:00' }, null, 'https://example.com/events/23', 'd') as { '@type': string; startDate: string };
    expect(dated['@type']).toBe('Event');
    expect(dated.startDate).toBe('2026-12-01T09:00:00+08:00');
  });

  it('brands, companies and staff emit their own type and no BreadcrumbList (their pages show no trail)', () => {
    expect(types(brandJsonLd({ name: '品牌', logo: null } as unknown as BrandDetail, 'https://example.com/brand/1', 'd'))).toEqual(['Brand']);
    const company = { name: '华鼎', enName: null, logo: null, intro: null, contact: { address: null, phone: null, email: null }, location: null, website: null, employeeCount: null, foundedYear: null } as unknown as CompanyDetail;
    expect(types(companyJsonLd(company, 'https://example.com/company/hd'))).toEqual(['Organization']);
    const staff = { name: '张三', position: null, avatar: null, description: null, company: { name: '华鼎' } } as unknown as StaffDetail;
    expect(types(personJsonLd(staff, 'https://example.com/management/s1', 'https://example.com/company/hd'))).toEqual(['Person']);
  });
});
