import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NewsEditor } from '@/components/news-editor/news-editor';
import { NEWS_TITLE_MAX, type NewsCreateInput, type NewsManageDetail } from '@/lib/contract/news-manage';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';
import { renderWithI18n } from './render';
import { router } from './navigation';

/** The site origin the sanitiser keeps links of in the same tab. */
const SITE = 'http://localhost:3000';

/** F14/F15/F33 and issue 13 §4: the news editor on Tiptap — stored HTML round trip, toolbar, paste, rules. */
const { push } = router;

const API = 'http://localhost:3000/api';
const ok = <T,>(data: T) => ({ code: 0, msg: 'ok', data });
const server = setupServer();
let saved: (NewsCreateInput & { id?: number }) | null = null;
let uploadedKey = '';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saved = null;
  uploadedKey = '';
  server.use(
    http.post(`${API}/news/news`, async ({ request }) => {
      saved = (await request.json()) as NewsCreateInput;
      return HttpResponse.json(ok({ id: 77, publishStatus: saved.publishStatus }));
    }),
    http.put(`${API}/news/news`, async ({ request }) => {
      saved = (await request.json()) as NewsCreateInput & { id: number };
      return HttpResponse.json(ok({ id: saved.id ?? 0, publishStatus: saved.publishStatus }));
    }),
    http.get(`${API}/basic/aliyun/sign`, ({ request }) => {
      const dir = new URL(request.url).searchParams.get('dir') ?? '';
      return HttpResponse.json(
        ok({ signature: 'sig', policy: 'cG9saWN5', accessKeyId: 'local', uploadHost: '/api/oss', dir, expire: 2_000_000_000, fileHost: '/api/files/oss/', securityToken: null }),
      );
    }),
    http.post(`${API}/oss`, async ({ request }) => {
      uploadedKey = String((await request.formData()).get('key'));
      return HttpResponse.json(ok({ key: uploadedKey, url: `/api/files/oss/${uploadedKey}`, name: 'chart.gif', size: 3, type: 'image/gif' }));
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A stored article as the API keeps it: the seed's markup plus the allowlist's rarer blocks. */
const STORED = sanitizeContentHtml(
  [
    '<p>今年一季度，国内单一材质软包装出货量同比增长 <strong>38%</strong>，其中全 PE 结构占比过半。</p>',
    '<p><img src="/api/files/seed/cover/3.svg" alt="全 PE 自立袋样品"></p>',
    '<h3>热封窗口收窄仍是难点</h3>',
    '<ul><li>MDO-PE 薄膜挺度提升</li><li>热封温度窗口约 <em>10 ℃</em></li></ul>',
    '<blockquote><p>“成本差距正在收窄。”</p><p>——某软包装企业技术总监</p></blockquote>',
    '<table><thead><tr><th>结构</th><th>可回收</th></tr></thead><tbody><tr><td>PET/PE</td><td>否</td></tr><tr><td>MDO-PE/PE</td><td>是</td></tr></tbody></table>',
    '<p>CO<sub>2</sub> 排放下降，见<a href="https://www.samr.gov.cn/notice" target="_blank" rel="noopener">总局公告</a>。</p>',
    '<video src="https://cdn.example.com/line.mp4" controls></video>',
  ].join('\n'),
  SITE
);

const article = (content: string, title = '单一材质软包装量产一年'): NewsManageDetail =>
  ({ id: 12, title, summary: null, content, coverImg: null, tagIds: [], translationDirection: null, publishStatus: 'DRAFT', isBanned: false, memberId: 1 }) as unknown as NewsManageDetail;

async function renderEditor(initial: NewsManageDetail | null) {
  renderWithI18n(<NewsEditor initial={initial} themeTags={[]} />);
  return waitFor(() => screen.getByTestId('news-body-editor'), { timeout: 8000 });
}

async function saveDraft() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  });
}

/** A picture in the document (ProseMirror adds `img.ProseMirror-separator` after inline nodes). */
const PICTURE = 'img:not(.ProseMirror-separator)';

/** Selects the whole text of the first element matching `selector` inside the editor. */
function selectText(body: HTMLElement, selector: string) {
  const target = body.querySelector(selector);
  if (!target?.firstChild) throw new Error(`nothing to select at ${selector}`);
  body.focus();
  const range = document.createRange();
  range.selectNodeContents(target);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

/** Dispatches a paste of `html` as the browser does (ClipboardEvent with text/html). */
function paste(body: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data = { 'text/html': html, 'text/plain': '' } as Record<string, string>;
  Object.defineProperty(event, 'clipboardData', { value: { types: ['text/html', 'text/plain'], getData: (type: string) => data[type] ?? '', files: [], items: [] } });
  body.dispatchEvent(event);
}

/**
 * Markup-level identity: attributes sorted, whitespace between blocks dropped, and list items read as
 * their text (Tiptap writes `<li><p>…</p></li>` for `<li>…</li>`, which renders the same).
 */
function normalise(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/>\s+</g, '><'), 'text/html');
  const walk = (node: Element): string => {
    const tag = node.tagName.toLowerCase();
    const attrs = Array.from(node.attributes).map((a) => `${a.name}="${a.value}"`).sort().join(' ');
    const inner = Array.from(node.childNodes).map((c) => (c.nodeType === 1 ? walk(c as Element) : (c.textContent ?? ''))).join('');
    return `<${tag}${attrs ? ` ${attrs}` : ''}>${inner}</${tag}>`;
  };
  return Array.from(doc.body.children).map(walk).join('').replace(/<li><p>(.*?)<\/p><\/li>/g, '<li>$1</li>');
}

describe('NewsEditor on Tiptap', { timeout: 30_000 }, () => {
  it('F15 a stored article loads and saves unchanged in meaning (tables, sub, links, images, videos kept)', async () => {
    await renderEditor(article(STORED));
    await saveDraft();
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved?.id).toBe(12);
    const roundTripped = sanitizeContentHtml(saved?.content ?? '', SITE);
    expect(normalise(roundTripped)).toBe(normalise(STORED));
    expect(roundTripped).toContain('<td>MDO-PE/PE</td>');
    expect(roundTripped).toContain('CO<sub>2</sub>');
    expect(roundTripped).toContain('<video src="https://cdn.example.com/line.mp4" controls');
  });

  it('F14 bold and a link from the toolbar end up in the saved HTML; a javascript: link is refused', async () => {
    const body = await renderEditor(article('<p>热封窗口</p><p>详见国家标准</p>'));
    selectText(body, 'p');
    fireEvent.mouseDown(screen.getByRole('button', { name: '加粗' }));
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(body.querySelector('strong')?.textContent).toBe('热封窗口'));
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');

    selectText(body, 'p:nth-of-type(2)');
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = screen.getByRole('textbox', { name: '链接' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入 http(s)://、mailto: 或 tel: 开头的链接，或站内路径');
    expect(body.querySelector('a')).toBeNull();
    fireEvent.change(address, { target: { value: 'https://std.samr.gov.cn/gb' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.querySelector('a')?.getAttribute('href')).toBe('https://std.samr.gov.cn/gb'));

    await saveDraft();
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved?.content).toBe('<p><strong>热封窗口</strong></p><p><a href="https://std.samr.gov.cn/gb">详见国家标准</a></p>');
  });

  it('F14 P01 P05 the image button uploads through the signed flow under image/newsContent/ and inserts the stored URL', async () => {
    const body = await renderEditor(article('<p>工艺对比图：</p>'));
    const file = new File(['GIF89a'], 'chart+1.gif', { type: 'image/gif' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('news-image-input'), { target: { files: [file] } });
    });
    await waitFor(() => expect(body.querySelector(PICTURE)).not.toBeNull(), { timeout: 8000 });
    expect(uploadedKey).toMatch(/^image\/newsContent\/[0-9a-f]{36}\.gif$/);
    expect(body.querySelector(PICTURE)?.getAttribute('src')).toBe(`/api/files/oss/${uploadedKey}`);
    await saveDraft();
    await waitFor(() => expect(saved?.content).toContain(`<img src="/api/files/oss/${uploadedKey}"`));
  });

  it('paste from Word and WeChat is cleaned to the allowlist before it reaches the document', async () => {
    const body = await renderEditor(null);
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>' +
      '<!--StartFragment--><p class=MsoNormal style="mso-margin-top-alt:auto"><b style="mso-bidi-font-weight:normal">产能</b>提升<o:p></o:p></p>' +
      '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="mso-list:Ignore">1.<span>  </span></span><!--[endif]-->降低克重</p>' +
      '<script>alert(1)</script><p><a href="javascript:alert(1)" onclick="x()">点我</a></p><!--EndFragment--></body></html>';
    paste(body, word);
    await waitFor(() => expect(body.textContent).toContain('降低克重'));
    expect(body.querySelector('strong')?.textContent).toBe('产能');
    expect(body.textContent).not.toContain('1.');
    expect(body.textContent).not.toContain('alert');
    expect(body.querySelector('a')).toBeNull();
    expect(body.innerHTML).not.toMatch(/mso-|class="Mso|style=/);

    const wechat =
      '<section style="margin:0 8px"><section><p style="font-size:15px;color:#333"><span style="color:rgb(0,112,192)">软包装回收</span>进入快车道</p></section>' +
      '<p><img data-src="https://mmbiz.qpic.cn/mmbiz_png/abc/640?wx_fmt=png" src="data:image/gif;base64,R0lGOD" class="rich_pages wxw-img" data-ratio="0.56"></p></section>';
    paste(body, wechat);
    await waitFor(() => expect(body.textContent).toContain('软包装回收进入快车道'));
    expect(body.querySelector(PICTURE)?.getAttribute('src')).toBe('https://mmbiz.qpic.cn/mmbiz_png/abc/640?wx_fmt=png');
    expect(body.innerHTML).not.toMatch(/wxw-img|rich_pages|data-ratio|data-src|base64/);
  });

  it('F14 issue 29 item 15: an untouched empty body shows no error as the page opens, only once saved', async () => {
    await renderEditor(null);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByText('请输入正文')).toBeNull();
    await saveDraft();
    await waitFor(() => expect(screen.getByText('请输入正文')).toBeTruthy());
    expect(saved).toBeNull();
  });

  it('M05 M07 issue 29 item 6: a draft case edited and published stays a case of its class, with its title, and opens at /case/:id', async () => {
    const cases = { root: { id: 40, name: '案例', enName: 'Cases' }, classTags: [{ id: 41, name: '包装案例', enName: 'Packaging' }, { id: 42, name: '印刷案例', enName: 'Printing' }] };
    const draft = { ...article('<p>试产记录</p>', '咖啡胶囊可堆肥材料试产记录'), classTagId: 42 } as NewsManageDetail;
    server.use(http.post(`${API}/basic/words/validate`, () => HttpResponse.json(ok([]))));
    renderWithI18n(<NewsEditor initial={draft} themeTags={[]} cases={cases} />);
    await waitFor(() => screen.getByTestId('news-body-editor'), { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编辑案例');
    expect(screen.getByTestId('case-class').textContent).toContain('印刷案例');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));
    });
    await waitFor(() => expect(saved?.publishStatus).toBe('PUBLISHED'));
    expect(saved).toMatchObject({ id: 12, classTagId: 42, title: '咖啡胶囊可堆肥材料试产记录' });
    expect(push).toHaveBeenCalledWith('/case/12');
  });

  it('F14 the form rules come from the contract and keep the spec messages; nothing is sent', async () => {
    await renderEditor(article('<p></p>', 'x'.repeat(NEWS_TITLE_MAX + 1)));
    await saveDraft();
    await waitFor(() => expect(screen.getByText(`标题最多 ${NEWS_TITLE_MAX} 字`)).toBeTruthy());
    expect(screen.getByText('请输入正文')).toBeTruthy();
    fireEvent.change(screen.getByTestId('news-title'), { target: { value: '  ' } });
    await waitFor(() => expect(screen.getByText('请输入标题')).toBeTruthy());
    expect(saved).toBeNull();
    expect(screen.getByTestId('news-title').getAttribute('maxlength')).toBe(String(NEWS_TITLE_MAX));
  });

  it('R59 F33 publishing checks the grey words first: words found block it; an empty answer means clean', async () => {
    const checked: string[] = [];
    let grey: string[] = ['代开发票'];
    server.use(
      http.post(`${API}/basic/words/validate`, async ({ request }) => {
        checked.push(((await request.json()) as { content: string }).content);
        return HttpResponse.json(ok(grey));
      }),
    );
    await renderEditor(article('<p>本店长期代开发票</p>', '包装材料供应'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));
    });
    await waitFor(() => expect(screen.getByTestId('grey-text')).toBeTruthy());
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('包装材料供应');
    expect(checked[0]).toContain('本店长期代开发票');
    expect(saved).toBeNull();

    grey = [];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^发\s?布$/ }));
    });
    await waitFor(() => expect(saved?.publishStatus).toBe('PUBLISHED'));
    expect(checked).toHaveLength(2);
  });

  it('R59 a draft is saved without the grey-word check', async () => {
    await renderEditor(article('<p>本店长期代开发票</p>'));
    await saveDraft();
    await waitFor(() => expect(saved?.publishStatus).toBe('DRAFT'));
  });

  it('V14 the translate options are none, ZH_TO_EN and EN_TO_ZH; the chosen direction is sent with the save', async () => {
    await renderEditor({ ...article('<p>热封窗口</p>'), translationDirection: 'EN_TO_ZH' } as NewsManageDetail);
    const group = screen.getByRole('radiogroup');
    expect(Array.from(group.querySelectorAll('input')).map((i) => i.value)).toEqual(['NONE', 'ZH_TO_EN', 'EN_TO_ZH']);
    await saveDraft();
    await waitFor(() => expect(saved?.translationDirection).toBe('EN_TO_ZH'));
    saved = null;
    await act(async () => {
      fireEvent.click(screen.getByLabelText('中译英'));
    });
    await saveDraft();
    await waitFor(() => expect(saved?.translationDirection).toBe('ZH_TO_EN'));
    saved = null;
    await act(async () => {
      fireEvent.click(screen.getByLabelText('不翻译'));
    });
    await saveDraft();
    await waitFor(() => expect(saved).not.toBeNull());
    expect((saved as NewsCreateInput | null)?.translationDirection).toBeNull();
  });
});
