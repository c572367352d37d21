// @vitest-environment node
/**
 * SEO templates of pages whose head is built in the page file (T02, T06, T10, T14, T16, T20): each page's
 * `generateMetadata` runs as Next runs it, with its server loader answering a fixed entity.
 */
import type { Metadata } from 'next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';

const data = vi.hoisted(() => ({
  getCirclePage: vi.fn(),
  getPostSiteTags: vi.fn(),
  getBrandPage: vi.fn(),
  getMemberHome: vi.fn(),
  getCooperation: vi.fn(),
}));
vi.mock('@/lib/data/circle', () => ({ getCirclePage: data.getCirclePage }));
vi.mock('@/lib/data/post', () => ({ getPostSiteTags: data.getPostSiteTags }));
vi.mock('@/lib/data/catalogue', () => ({ getBrandPage: data.getBrandPage }));
vi.mock('@/lib/data/people', () => ({ getMemberHome: data.getMemberHome }));
vi.mock('@/lib/data/company', () => ({ getCooperation: data.getCooperation }));

type MetadataPage<P> = { generateMetadata: (props: { params: Promise<P> }) => Promise<Metadata> };

async function metadataOf<P extends { variant: string }>(load: () => Promise<unknown>, params: P): Promise<Metadata> {
  const page = (await load()) as MetadataPage<P>;
  return page.generateMetadata({ params: Promise.resolve(params) });
}

const title = (meta: Metadata) => (typeof meta.title === 'string' ? meta.title : null);

beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockReset();
});

describe('page heads', { timeout: 30_000 }, () => {
  it('T02 T20 home (the site layout\'s own head): title {site}; keywords and description come from the configured site texts', async () => {
    const layout = () => import('@/app/v/[variant]/layout');
    const zhMeta = await metadataOf(layout, { variant: 'zh.desktop.1' });
    expect(title(zhMeta)).toBe(zh['site.name']);
    expect(zhMeta.description).toBe(zh['site.description']);
    expect(zhMeta.keywords).toBe(zh['site.keywords']);
    const enMeta = await metadataOf(layout, { variant: 'en.mobile.1' });
    expect(title(enMeta)).toBe(en['site.name']);
    expect(enMeta.description).toBe(en['site.description']);
    expect(enMeta.keywords).toBe(en['site.keywords']);
  });

  it('T06 circle: {circleName}_圈子_{site}, description the circle introduction (en: Circles)', async () => {
    const circle = { circleId: 5, circleName: '食品包材采购交流圈', description: '采购经理交流包材选型、供应商评估与价格行情。', avatar: null, isPublic: true };
    data.getCirclePage.mockResolvedValue({ circle });
    const page = () => import('@/app/v/[variant]/(site)/circle/[id]/[[...tags]]/page');
    const meta = await metadataOf(page, { variant: 'zh.desktop.1', id: '5' });
    expect(title(meta)).toBe(`食品包材采购交流圈_圈子_${zh['site.name']}`);
    expect(meta.description).toBe('采购经理交流包材选型、供应商评估与价格行情。');
    expect(data.getCirclePage).toHaveBeenCalledWith(5, undefined, undefined, 1);
    expect(title(await metadataOf(page, { variant: 'en.desktop.1', id: '5' }))).toBe(`食品包材采购交流圈_${en['circle.title']}_${en['site.name']}`);
  });

  it('T10 cooperation: 商务合作_{site}, description from business_cooperation.description', async () => {
    data.getCooperation.mockResolvedValue({ sitePage: { code: 'business_cooperation', description: '面向食品、包装与印刷企业的品牌推广与渠道合作。' }, companies: null });
    const page = () => import('@/app/v/[variant]/(site)/cooperation/page');
    const meta = await metadataOf(page, { variant: 'zh.desktop.1' });
    expect(title(meta)).toBe(`商务合作_${zh['site.name']}`);
    expect(meta.description).toBe('面向食品、包装与印刷企业的品牌推广与渠道合作。');
    expect(data.getCooperation).toHaveBeenCalledWith(1, 'zh');
  });

  it('T14 member: {nickname}_{company}_{site}, description {position}@{company} plus the industry tags', async () => {
    const card = {
      memberId: 1050,
      nickname: '张明远',
      company: '华鼎食品科技股份有限公司',
      position: '采购总监',
      avatar: null,
      industryTagList: [{ tagId: 1, tagName: '食品包装' }, { tagId: 2, tagName: '饮料' }],
    };
    data.getMemberHome.mockResolvedValue({ card });
    const page = () => import('@/app/v/[variant]/(site)/people/[id]/page');
    const meta = await metadataOf(page, { variant: 'zh.desktop.1', id: '1050' });
    expect(title(meta)).toBe(`张明远_华鼎食品科技股份有限公司_${zh['site.name']}`);
    expect(meta.description).toBe('采购总监@华鼎食品科技股份有限公司 食品包装、饮料');
    data.getMemberHome.mockResolvedValue({ card: { ...card, company: null, position: null, industryTagList: [] } });
    expect(title(await metadataOf(page, { variant: 'en.desktop.1', id: '1050' }))).toBe(`张明远_${en['site.name']}`);
  });

  it('T16 brand: {brand.name}_品牌_{site} (en: Brand)', async () => {
    data.getBrandPage.mockResolvedValue({ brand: { id: 3, name: '鼎鲜', description: '低温乳品与冷链包装品牌。', story: null, logo: null } });
    const page = () => import('@/app/v/[variant]/(site)/brand/[brandId]/page');
    expect(title(await metadataOf(page, { variant: 'zh.desktop.1', brandId: '3' }))).toBe(`鼎鲜_品牌_${zh['site.name']}`);
    expect(title(await metadataOf(page, { variant: 'en.desktop.1', brandId: '3' }))).toBe(`鼎鲜_Brand_${en['site.name']}`);
    expect(data.getBrandPage).toHaveBeenCalledWith(3);
  });
});
