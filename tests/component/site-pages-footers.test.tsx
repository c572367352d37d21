/**
 * O15–O25: site pages (sanitised HTML, an image-only content as its image, `url` otherwise, every field) and the two
 * footers (the site footer with the current year, the home-site footer with 2021, their links, hotline, filing
 * links, media copyright and the site-page blocks), and the choice between the footers by URL.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { FooterSwitch } from '@/components/layout/footer-switch';
import { HOME_FOOTER_COPYRIGHT_YEAR, HomeFooter } from '@/components/layout/home-footer';
import { isHomeSegments } from '@/components/layout/nav-sections';
import { SITE_ROUTE_CODES } from '@/lib/site/site-routes';
import { SitePageView } from '@/components/site/site-page-view';
import type { SitePage } from '@/lib/contract/basic';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { findRoute } from '@/lib/routing/decide';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { renderWithI18n } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/';
});


const t = createTranslate(getMessages('zh'));
const SITE = 'http://localhost:3000';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
});
afterEach(() => vi.restoreAllMocks());

const page = (over: Partial<SitePage>): SitePage => ({
  code: 'about_us',
  title: '关于我们',
  content: null,
  url: null,
  qRCodeImage: null,
  description: null,
  name: null,
  notes: null,
  ...over,
});

function renderPage(p: SitePage) {
  return renderWithI18n(<SitePageView page={p} html={sanitizeContentHtml(p.content ?? '', SITE)} fallbackTitle="食包印产业社区" />);
}

describe('site pages (O15, O17)', () => {
  it('O15 content renders as sanitised HTML: scripts, handlers and javascript: links are gone', () => {
    const { container } = renderPage(
      page({ content: '<h3>我们提供</h3><p onclick="steal()">行业资讯</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' }),
    );
    const article = screen.getByTestId('site-page');
    // the body's top heading becomes an <h2> under the page's <h1> (heading order, issue 20 item 11)
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('我们提供');
    expect(article.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('O15 a content that is only an image tag shows that image; without content the page url is shown', () => {
    renderPage(page({ content: ' <img src="/api/files/seed/cover/3.png" alt="招聘"> ' }));
    expect(screen.getByTestId('site-page-image').getAttribute('src')).toBe('/api/files/seed/cover/3.png');
    renderPage(page({ content: null, url: '/api/files/seed/cover/4.png' }));
    expect(screen.getByTestId('site-page-url').getAttribute('src')).toBe('/api/files/seed/cover/4.png');
  });

  it('O17 title, description, QR image with its name and notes all render', () => {
    renderPage(page({ title: '商务合作', description: '内容合作与活动联办', qRCodeImage: '/api/files/seed/qr/1.svg', name: '商务合作部', notes: '工作日 9:00–18:00', content: '<p>商务邮箱</p>' }));
    const article = screen.getByTestId('site-page');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('商务合作');
    expect(article.textContent).toContain('内容合作与活动联办');
    const qr = within(article).getByAltText('商务合作部');
    expect(qr.getAttribute('src')).toBe('/api/files/seed/qr/1.svg');
    expect(article.querySelector('figcaption')?.textContent).toBe('商务合作部');
    expect(article.textContent).toContain('工作日 9:00–18:00');
    // No title: the name heads the page.
    renderPage(page({ code: 'x', title: null, name: '加入我们' }));
    expect(screen.getAllByRole('heading', { level: 1 }).at(-1)?.textContent).toBe('加入我们');
  });

  it('O24 /site/contact and /site/partners are aliases of contact_us and flink, so neither 404s', () => {
    expect(SITE_ROUTE_CODES.contact).toBe(SITE_ROUTE_CODES.contact_us);
    expect(SITE_ROUTE_CODES.partners).toBe(SITE_ROUTE_CODES.flink);
    expect(findRoute('/site/nonexistent').invalid).toBe(true);
    for (const code of ['contact', 'partners', 'join', 'about', 'contact_us', 'webhelp', 'copyright', 'flink']) {
      const found = findRoute(`/site/${code}`);
      expect(found.invalid, code).toBe(false);
      expect(found.matched, code).not.toBeNull();
    }
  });
});

const cooperation = page({
  code: 'business_cooperation',
  title: '商务合作',
  qRCodeImage: '/api/files/seed/qr/1.svg',
  description: '内容合作、活动联办、广告投放与供需对接',
  name: '商务合作部',
  notes: '请备注“公司 + 合作方向”',
});
const contact = page({ code: 'contact_us', title: '联系我们', qRCodeImage: '/api/files/seed/qr/2.svg', name: '客服' });

describe('footers (O19–O25)', () => {
  it('O19/O20/O21/O22/O23/O25 the site footer: links, configured hotline, media copyright, filing links in a new tab, the current year, the cooperation block', () => {
    renderWithI18n(<Footer t={t} cooperation={cooperation} year={2026} hotline="400-820-0000" />);
    const footer = screen.getByTestId('site-footer');
    const links = within(footer).getByRole('navigation', { name: '关于我们' });
    expect(within(links).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['关于我们', '/site/about'],
      ['联系我们', '/site/contact_us'],
      ['帮助中心', '/site/webhelp'],
      ['版权声明', '/site/copyright'],
      ['友情链接', '/site/flink'],
    ]);
    const hotline = within(screen.getByTestId('footer-hotline')).getByRole('link');
    expect(hotline.textContent).toBe('400-820-0000');
    expect(hotline.getAttribute('href')).toBe('tel:4008200000');
    expect(footer.textContent).toContain('本站原创内容版权归本站所有');
    const filing = within(screen.getByTestId('footer-filing')).getAllByRole('link');
    expect(filing.map((a) => a.getAttribute('href'))).toEqual(['https://beian.miit.gov.cn/', 'https://beian.mps.gov.cn/']);
    for (const a of filing) expect(a.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2026 食包印产业社区 版权所有');
    const block = screen.getByTestId('footer-cooperation');
    expect(within(block).getByAltText('商务合作部').getAttribute('src')).toBe('/api/files/seed/qr/1.svg');
    for (const text of ['商务合作', '商务合作部', '内容合作、活动联办、广告投放与供需对接', '请备注“公司 + 合作方向”']) expect(block.textContent).toContain(text);
  });

  it('O24/O25 the home-site footer: about, contact, join, partners, filing links, the contact and cooperation blocks, © 2021', () => {
    renderWithI18n(<HomeFooter t={t} cooperation={cooperation} contact={contact} hotline="400-820-6618" />);
    const footer = screen.getByTestId('home-footer');
    expect(within(within(footer).getByRole('navigation', { name: '关于我们' })).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/site/about',
      '/site/contact',
      '/site/join',
      '/site/partners',
    ]);
    expect(within(screen.getByTestId('footer-filing')).getAllByRole('link')).toHaveLength(2);
    expect(HOME_FOOTER_COPYRIGHT_YEAR).toBe(2021);
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2021 食包印产业社区 版权所有');
    expect(within(screen.getByTestId('footer-contact')).getByAltText('客服').getAttribute('src')).toBe('/api/files/seed/qr/2.svg');
    expect(screen.getByTestId('footer-cooperation').textContent).toContain('商务合作部');
  });

  it('O24 the home page (the supply-demand home `/` opens) gets the home-site footer, every other page the site footer', () => {
    expect(isHomeSegments(['community', 'demand_supply', 'latest'])).toBe(true);
    expect(isHomeSegments(['community', 'demand_supply', 'packaging'])).toBe(true);
    expect(isHomeSegments(['community', 'topic', 'latest'])).toBe(false);
    expect(isHomeSegments(['(account)', 'mine', 'account-setting'])).toBe(false);
    expect(isHomeSegments(['news', '12'])).toBe(false);
    const both = { home: <p>home footer</p>, site: <p>site footer</p> };
    navigation.segments = ['community', 'demand_supply', 'latest'];
    const { rerender } = renderWithI18n(<FooterSwitch {...both} />);
    expect(screen.getByText('home footer')).toBeTruthy();
    navigation.segments = ['news', '12'];
    rerender(<FooterSwitch {...both} />);
    expect(screen.queryByText('home footer')).toBeNull();
    expect(screen.getByText('site footer')).toBeTruthy();
  });
});
