import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '@/lib/shared/clean-paste';
import { sanitizeContentHtml } from '@/lib/shared/sanitize-html';

/** The site origin the sanitiser keeps links of in the same tab. */
const SITE = 'http://localhost:3000';

/** Issue 13 §4: pastes are cleaned to the server sanitiser's allowlist before the editor reads them. */
describe('cleanPastedHtml', () => {
  it('drops Word conditional comments, list markers, o:p, styles and classes, keeping text and emphasis', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{margin:0}</style></head><body>' +
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->' +
      '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="mso-list:Ignore">1.<span>&nbsp;&nbsp;</span></span><!--[endif]--><b>降低克重</b><o:p></o:p></p>' +
      '<h1 style="mso-outline-level:1">一、背景</h1></body></html>';
    expect(cleanPastedHtml(word)).toBe('<p><b>降低克重</b></p><h2>一、背景</h2>');
  });

  it('restores WeChat lazy images and turns layout sections into blocks', () => {
    const wechat =
      '<section style="margin:0"><p style="color:#333"><span style="color:red">回收</span>提速</p></section>' +
      '<section><img data-src="https://mmbiz.qpic.cn/a/640?wx_fmt=png" src="data:image/svg+xml,x" class="rich_pages" data-ratio="0.5"></section>';
    expect(cleanPastedHtml(wechat)).toBe('<div><p><span>回收</span>提速</p></div><div><img src="https://mmbiz.qpic.cn/a/640?wx_fmt=png"></div>');
  });

  it('removes scripts, handlers, unsafe links, data images and foreign iframes; keeps allowed video hosts', () => {
    const html =
      '<p onclick="x()"><a href="javascript:alert(1)">甲</a><a href="https://example.com/a" style="color:red" target="_blank">乙</a><a href="//evil.example">丙</a></p>' +
      '<script>alert(1)</script><img src="data:image/png;base64,AAAA"><iframe src="https://evil.example/x"></iframe>' +
      '<iframe src="https://player.bilibili.com/player.html?bvid=BV1" allowfullscreen></iframe><form><input value="x"></form>';
    expect(cleanPastedHtml(html)).toBe(
      '<p><a>甲</a><a href="https://example.com/a" target="_blank">乙</a><a>丙</a></p><iframe src="https://player.bilibili.com/player.html?bvid=BV1" allowfullscreen=""></iframe>',
    );
  });

  it('leaves nothing the server sanitiser would still remove', () => {
    const html =
      '<section><h1>标题</h1><p class="x" style="y">正文<u>下划线</u><sup>2</sup></p><table border="1"><tr><td colspan="2" style="w">格</td></tr></table>' +
      '<a href="mailto:a@b.cn" title="信箱">邮件</a><video src="https://cdn.example.com/v.mp4" controls autoplay></video></section>';
    const cleaned = cleanPastedHtml(html);
    expect(sanitizeContentHtml(cleaned, SITE).replace(/ loading="lazy"/g, '')).toBe(cleaned.replace(/=""/g, ''));
  });
});
