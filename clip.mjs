import { chromium } from 'playwright';
const [w, lang, u, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(h) }, isMobile: Number(w) < 500, hasTouch: Number(w) < 500 });
const p = await ctx.newPage();
await p.goto(`http://127.0.0.1:3100/news?lang=${lang}`);
await p.goto('http://127.0.0.1:3100' + u, { waitUntil: 'networkidle' });
await p.screenshot({ path: '/tmp/shots/clip.png' });
await b.close();
