/**
 * Issue 18 item 4, V02/V05: the shared views of the company, catalogue, achievement, case, event and site pages speak
 * English in en while showing what people wrote as written. Rendered in en with Chinese data, no CJK text is left
 * outside user content (`data-ugc`, entity links; tests/e2e/chinese-outside-user-content.ts, the page audit's own check), and
 * the labels around user content are English with plain punctuation.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AchievementCard } from '@/components/achievement/achievement-card';
import { AchievementDetailView } from '@/components/achievement/achievement-detail-view';
import { BrandList } from '@/components/brand/brand-card';
import { BrandDetailView } from '@/components/brand/brand-detail-view';
import { AchievementCards } from '@/components/company/achievement-cards';
import { CompanyFilesBlock } from '@/components/company/company-files-block';
import { CompanyHeader } from '@/components/company/company-header';
import { ContactBlock } from '@/components/company/contact-block';
import { CustomersBlock } from '@/components/company/customers-block';
import { SectionBody } from '@/components/company/section-body';
import { StaffProfileView } from '@/components/company/staff-profile-view';
import { EventCard } from '@/components/event/event-card';
import { EventDetailView } from '@/components/event/event-detail-view';
import { ChainList } from '@/components/industry-chain/chain-list';
import { NewsCard } from '@/components/news/news-card';
import { RelatedNews } from '@/components/news/related-news';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { ProductGrid } from '@/components/product/product-grid';
import { SitePageView } from '@/components/site/site-page-view';
import type { AchievementDetail } from '@/lib/contract/achievement';
import type { BrandDetail, ProductCard, ProductDetail } from '@/lib/contract/catalogue';
import type { CompanyDetail, CompanyFile, StaffDetail } from '@/lib/contract/company';
import type { EventDetail, TicketProduct } from '@/lib/contract/ec';
import type { NewsListItem } from '@/lib/contract/news';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { chineseOutsideUserContent } from '../e2e/chinese-outside-user-content';
import { renderWithI18n } from './render';

vi.mock('@/components/ui/view-beacon', () => ({ ViewBeacon: () => null }));

const en = createTranslate(getMessages('en'));
const zh = createTranslate(getMessages('zh'));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
});
afterEach(() => vi.restoreAllMocks());

const company = { id: 3, code: 'huading-food', name: '华鼎食品科技股份有限公司', enName: 'Huading Food Technology Co., Ltd.', logo: null, memberKind: 'COLLEGE' as const, location: '上海' };
const productCard: ProductCard = {
  id: 92,
  name: '协作码垛机器人',
  coverImg: null,
  priceType: 'RANGE',
  price: 128000,
  maxPrice: 168000,
  unit: '元/台',
  companyId: 3,
  companyName: '智联机器人科技有限公司',
  viewCount: 10,
};
const product: ProductDetail = {
  ...productCard,
  description: '负载 20 千克，快速换型。',
  video: null,
  images: ['/img/a.jpg'],
  attributes: [
    { group: 'BASIC', name: '产地', value: '广州' },
    { group: 'SPECIFICATION', name: '计价单位', value: '元/台' },
  ],
  categories: [],
  brand: { id: 4, name: '智联' },
  company,
  reviewStatus: 'APPROVED',
  createdAt: '2026-01-01 00:00:00',
};

const expectEnglish = (root: Element = document.body) => expect(chineseOutsideUserContent({ root, page: false })).toEqual([]);

describe('V05 catalogue pages in en', () => {
  it('M08 a product: labels with plain colons, the company by its English name, what the company wrote as user content', () => {
    renderWithI18n(<ProductDetailView product={product} related={[productCard]} hot={[]} t={en} locale="en" jsonLd={[]} />, 'en');
    expectEnglish();
    expect(screen.getByTestId('product-company').textContent).toBe('Company: Huading Food Technology Co., Ltd.');
    expect(document.body.textContent).toContain('Brand: 智联');
    expect(document.body.textContent).toContain('Unit: 元/台');
  });

  it('M08 the zh view keeps its wording', () => {
    renderWithI18n(<ProductDetailView product={product} related={[]} hot={[]} t={zh} locale="zh" jsonLd={[]} />);
    expect(screen.getByTestId('product-company').textContent).toBe('所属企业：华鼎食品科技股份有限公司');
    expect(document.body.textContent).toContain('品牌：智联');
    expect(document.body.textContent).toContain('单位：元/台');
  });

  it('M11 a brand', () => {
    const brand = {
      id: 4,
      name: '智联',
      enName: null,
      logo: null,
      description: '工业机器人品牌',
      story: '品牌故事正文',
      companyId: 3,
      companyName: company.name,
      viewCount: 1,
      company,
    } as unknown as BrandDetail;
    renderWithI18n(<BrandDetailView brand={brand} products={[productCard]} t={en} locale="en" jsonLd={[]} />, 'en');
    expectEnglish();
    expect(screen.getByTestId('brand-company').textContent).toBe('Huading Food Technology Co., Ltd.');
  });

  it('N04–N06 the chain lists of products, brands and companies', () => {
    const page = <T,>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
    const brand = { id: 4, name: '智联', enName: null, logo: null, description: '工业机器人品牌', companyId: 3, companyName: company.name, viewCount: 1 };
    const chainCompany = {
      id: 3,
      code: 'huading-food',
      name: company.name,
      enName: company.enName,
      logo: null,
      memberKind: 'COLLEGE',
      location: '上海',
      locationEnName: 'Shanghai',
      intro: '华鼎食品是国内领先的休闲食品制造商。',
      productCount: 5,
      categories: [{ id: 1, name: '烘焙', enName: 'Bakery' }],
    };
    const { unmount } = renderWithI18n(<ChainList data={{ entity: 'product', page: page([productCard]) }} t={en} locale="en" />, 'en');
    expectEnglish();
    unmount();
    const brands = renderWithI18n(<ChainList data={{ entity: 'brand', page: page([brand]) } as never} t={en} locale="en" />, 'en');
    expectEnglish();
    brands.unmount();
    renderWithI18n(<ChainList data={{ entity: 'company', page: page([chainCompany]) } as never} t={en} locale="en" />, 'en');
    expectEnglish();
  });
});

describe('V05 the company under a product or brand card', () => {
  const page = <T,>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
  const brand = { id: 4, name: '智联', enName: null, logo: null, description: null, companyId: 3, companyName: '智联机器人科技有限公司', viewCount: 1 };

  it('M08 N04 N05 in en a card names the company by its English name where it has one', () => {
    const named = { ...productCard, companyEnName: 'Zhilian Robotics Co., Ltd.' };
    const products = renderWithI18n(<ChainList data={{ entity: 'product', page: page([named, { ...productCard, id: 2 }]) }} t={en} locale="en" />, 'en');
    expect(screen.getByText('Zhilian Robotics Co., Ltd.')).toBeTruthy();
    // without an English name the stored one stands (user content)
    expect(screen.getByText('智联机器人科技有限公司')).toBeTruthy();
    products.unmount();
    renderWithI18n(<ChainList data={{ entity: 'brand', page: page([{ ...brand, companyEnName: 'Zhilian Robotics Co., Ltd.' }]) } as never} t={en} locale="en" />, 'en');
    expect(screen.getByText('Zhilian Robotics Co., Ltd.')).toBeTruthy();
  });

  it('M08 in zh the card keeps the Chinese name', () => {
    renderWithI18n(<ChainList data={{ entity: 'product', page: page([{ ...productCard, companyEnName: 'Zhilian Robotics Co., Ltd.' }]) }} t={zh} locale="zh" />);
    expect(screen.getByText('智联机器人科技有限公司')).toBeTruthy();
    expect(screen.queryByText('Zhilian Robotics Co., Ltd.')).toBeNull();
  });
});

describe('V05 achievements and cases in en', () => {
  const item: AchievementDetail = {
    id: 1,
    title: '高阻隔可降解食品包装膜',
    summary: '面向食品包装领域的成果。',
    maturity: 'SMALL',
    transferred: false,
    viewCount: 3,
    memberId: 9,
    memberName: '张明远',
    companyName: '华鼎食品科技股份有限公司',
    createdAt: '2026-10-01 10:00:00',
    updatedAt: '2026-10-01 10:00:00',
    content: '项目完成了研究。\n\n主要指标：关键性能提升 20%',
    materials: [{ name: '技术说明.pdf', url: '/api/files/oss/a.pdf' }],
  };

  it('M01 M02 an achievement and its card: the labels English, the author and company as written', () => {
    const { unmount } = renderWithI18n(<AchievementDetailView t={en} item={item} recordView={false} />, 'en');
    expectEnglish();
    expect(document.body.textContent).toContain('By 张明远');
    expect(document.body.textContent).toContain('Company: 华鼎食品科技股份有限公司');
    unmount();
    renderWithI18n(
      <ul>
        <AchievementCard t={en} item={item} />
      </ul>,
      'en',
    );
    expectEnglish();
  });

  it('M05 M06 case cards and related cases', () => {
    const news: NewsListItem = {
      id: 41,
      title: '酸奶杯盖膜减塑改造',
      summary: '以可回收单一材质替代铝塑复合盖膜。',
      coverImg: null,
      publishTime: '2026-11-14 10:00:00',
      sourceTagId: null,
      sourceName: null,
      classTagId: 301,
      classTagName: '包装',
      classTagEnName: 'Packaging',
      tags: [],
      viewCount: 12,
      likeCount: 0,
      commentCount: 0,
      seoKeywords: null,
    } as NewsListItem;
    renderWithI18n(
      <>
        <NewsCard item={news} locale="en" now={Date.parse('2026-11-15T10:00:00+08:00')} />
        <RelatedNews title={en('case.related')} items={[news]} />
      </>,
      'en',
    );
    expectEnglish();
  });
});

describe('V05 events in en', () => {
  const event = {
    id: 1,
    type: '展览会',
    typeEnName: 'Exhibition',
    typeTagId: 263,
    typeCode: 'expo',
    title: '2027 中国国际食品包装创新博览会',
    enTitle: null,
    coverImg: null,
    sourceName: '食品包装产业联盟',
    sourceId: 1,
    publishTime: '2026-11-20 14:27:28',
    productId: 1,
    startTime: '2027-04-14 09:00:00',
    endTime: '2027-04-16 17:00:00',
    city: '上海',
    venue: '国家会展中心（上海）',
    minPrice: 0,
    maxPrice: 380,
    soldOut: false,
    state: 'UPCOMING',
    hasGroupBuy: false,
    viewCount: 1,
    likeCount: 0,
    commentCount: 0,
    summary: null,
    content: '',
    locationId: null,
    formId: null,
    protocolCode: null,
    merchant: { id: 1, name: '食品包装产业联盟', enName: null, logo: null, description: null, companyId: null, eventCount: 3 },
    isLiked: false,
  } as EventDetail;
  const tickets: TicketProduct = {
    id: 1,
    name: '门票',
    activityId: 1,
    formId: null,
    protocolCode: null,
    merchantId: 1,
    ended: false,
    skuList: [{ id: 1, name: '专业观众票', price: 0, originalPrice: null, stock: 100, soldOut: false, groupType: 'DEFAULT', maxPerOrder: 5 }],
  };

  it('H03 an event: its type by the tag English name, what the organiser wrote as user content', () => {
    renderWithI18n(<EventDetailView t={en} locale="en" event={event} product={tickets} bodyHtml="<p>博览会设四大展区。</p><h2>活动亮点</h2>" />, 'en');
    expectEnglish();
    expect(screen.getAllByText('Exhibition').length).toBeGreaterThan(0);
    expect(screen.queryByText('展览会')).toBeNull();
  });

  it("H03 an organiser with an English name is named once in en: the source row does not repeat it in Chinese", () => {
    const named = { ...event, merchant: { ...event.merchant!, enName: 'Food Packaging Industry Alliance' } } as EventDetail;
    renderWithI18n(<EventDetailView t={en} locale="en" event={named} product={null} bodyHtml="" />, 'en');
    expect(screen.getByTestId('event-organizer').textContent).toBe('Food Packaging Industry Alliance');
    expect(screen.queryByText('Source')).toBeNull();
    expect(screen.queryByText('食品包装产业联盟')).toBeNull();
  });

  it('H03 a source other than the organiser keeps its row', () => {
    renderWithI18n(<EventDetailView t={en} locale="en" event={{ ...event, sourceName: '中国包装联合会' }} product={null} bodyHtml="" />, 'en');
    expect(screen.getByText('Source')).toBeTruthy();
    expect(screen.getByText('中国包装联合会')).toBeTruthy();
  });

  it('H03 zh keeps the Chinese type name', () => {
    renderWithI18n(<EventDetailView t={zh} locale="zh" event={event} product={null} bodyHtml="" />);
    expect(screen.getAllByText('展览会').length).toBeGreaterThan(0);
  });

  it('H18 an event card labels its type in English', () => {
    renderWithI18n(<EventCard t={en} item={event} locale="en" />, 'en');
    expectEnglish();
    expect(screen.getByText('Exhibition').closest('[data-label]')).not.toBeNull();
  });
});

describe('V05 company pages in en', () => {
  const detail = {
    companyId: 3,
    code: 'huading-food',
    name: '华鼎食品科技股份有限公司',
    enName: null,
    logo: null,
    location: '上海',
    locationEn: 'Shanghai',
    listStatus: 'LISTED',
    memberKind: 'COLLEGE',
    intro: null,
    categories: ['烘焙'],
    categoriesEn: ['Bakery'],
    staffCount: 1,
    viewCount: 1,
    followerCount: 2,
    coverImg: null,
    stockCode: 'SH603917',
    foundedYear: 2003,
    website: 'https://www.example.com',
    showFileName: true,
    locationId: 310000,
    employeeCount: 100,
    contact: { person: '王经理', phone: '400-8100-1000', email: 'a@example.com', address: '上海市创新路10号', memberId: null },
    sections: [],
    products: [{ id: 1, name: '每日坚果混合装', coverImg: null, priceType: 'SPECIFIC', price: 128, maxPrice: null, unit: '元/箱', companyId: 3, companyName: '华鼎食品科技股份有限公司', viewCount: 0 }],
    brands: [{ id: 1, name: '鼎味坊', enName: null, logo: null, description: '主打坚果炒货。', companyId: 3, companyName: '华鼎食品科技股份有限公司', viewCount: 0 }],
    achievements: [{ id: 1, title: '高阻隔包装膜', coverImg: null, summary: null }],
  } as CompanyDetail;
  const files: CompanyFile[] = [
    { id: 1, companyId: 3, groupId: null, kind: 1, name: '华鼎食品生产车间', url: '/a.jpg', sort: 0 },
    { id: 2, companyId: 3, groupId: null, kind: 3, name: '企业宣传片', url: '/a.mp4', sort: 0 },
    { id: 3, companyId: 3, groupId: null, kind: 4, name: '华鼎食品企业画册.pdf', url: '/a.pdf', sort: 0 },
  ];

  it('L03 L11 L17 L24 the blocks of a company home: names, files, products, units, customers and contacts as written', () => {
    renderWithI18n(
      <>
        <CompanyHeader t={en} locale="en" company={detail} actions={null} />
        <SectionBody section={{ id: 1, sectionKey: 'intro', name: '公司简介', content: '<p>华鼎食品成立于2003年。</p>', companyId: 3, language: 'zh', sort: 0 }} heading="h2" />
        <CompanyFilesBlock t={en} files={files} showNames />
        <ProductGrid products={detail.products} t={en} locale="en" showCompany={false} testId="products" />
        <BrandList brands={detail.brands} locale="en" showCompany={false} />
        <AchievementCards t={en} achievements={detail.achievements} />
        <CustomersBlock t={en} companyId={3} customers={[{ id: 1, name: '清泉饮品集团', category: '饮料', customer: null }]} categories={[{ category: '饮料', count: 1 }, { category: '', count: 2 }]} total={3} />
        <ContactBlock t={en} company={detail} />
      </>,
      'en',
    );
    expectEnglish();
    expect(document.body.textContent).toContain('Open the PDF: 华鼎食品企业画册.pdf');
  });

  it('L17 zh keeps the full-width colon of its PDF link', () => {
    renderWithI18n(<CompanyFilesBlock t={zh} files={files} showNames />);
    expect(document.body.textContent).toContain('在线查看 PDF：华鼎食品企业画册.pdf');
  });

  it('issue 30 item 10: a company file opens as user content (nofollow ugc noopener noreferrer)', () => {
    renderWithI18n(<CompanyFilesBlock t={zh} files={files} showNames />);
    const links = [...document.querySelectorAll('a[href]')];
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
  });

  it('L09 a staff profile', () => {
    const staff = {
      id: 39,
      companyId: 3,
      code: 'anjie-label-1',
      name: '苏志明',
      position: '总经理',
      avatar: null,
      description: '标签印刷企业管理者。',
      viewCount: 0,
      company: { companyId: 3, code: 'anjie-label', name: '安捷标签科技股份有限公司', enName: null, logo: null, location: '苏州', locationEn: 'Suzhou', listStatus: 'LISTED', memberKind: 'COLLEGE' },
      isFavorite: false,
    } as StaffDetail;
    renderWithI18n(<StaffProfileView t={en} staff={staff} />, 'en');
    expectEnglish();
  });

  it('O01–O14 a site page without an English variant shows its stored text as written', () => {
    renderWithI18n(
      <SitePageView page={{ code: 'join_us', title: '加入我们', content: '<p>欢迎加入。</p>', description: '招聘', name: '人事部', notes: '备注', url: null, qRCodeImage: null } as never} html="<p>欢迎加入。</p>" fallbackTitle="Site" />,
      'en',
    );
    expectEnglish();
  });
});
