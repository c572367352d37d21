import { chromium } from 'playwright';
const [w, lang, ...urls] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(w) < 500 ? 812 : 900 }, isMobile: Number(w) < 500, hasTouch: Number(w) < 500, userAgent: Number(w) < 500 ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' : undefined });
const p = await ctx.newPage();
await p.goto(`http://127.0.0.1:3100/news?lang=${lang}`);
for (const u of urls) {
  await p.goto('http://127.0.0.1:3100' + u, { waitUntil: 'networkidle' });
  const name = `/tmp/shots/${u.replace(/[^a-z0-9]+/gi, '_')}-${w}-${lang}.png`;
  await p.screenshot({ path: name, fullPage: true });
  console.log(name, (await p.title()));
}
await b.close();
