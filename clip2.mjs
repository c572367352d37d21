import { chromium } from 'playwright';
const [w, lang, u, out, sel] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const mobile = Number(w) < 500;
const ctx = await b.newContext({ viewport: { width: Number(w), height: 900 }, isMobile: mobile, hasTouch: mobile, userAgent: mobile ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' : undefined });
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:3100/news', { waitUntil: 'networkidle' });
if (lang === 'en') { await p.getByRole('navigation', { name: /语言|Language/ }).last().getByRole('link', { name: 'English' }).click(); await p.waitForLoadState('networkidle'); await p.waitForTimeout(500); }
await p.goto('http://127.0.0.1:3100' + u, { waitUntil: 'networkidle' });
const el = sel ? p.locator(sel).first() : null;
if (el) { await el.scrollIntoViewIfNeeded(); await p.waitForTimeout(400); await el.screenshot({ path: out }); } else await p.screenshot({ path: out });
await b.close();
