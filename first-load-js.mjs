import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const p = await b.newPage();
  const scripts = [];
  p.on('requestfinished', async (req) => { if (req.resourceType() !== 'script') return; const s = await req.sizes().catch(() => null); scripts.push([req.url().split('/').pop(), s ? s.responseBodySize : 0]); });
  await p.goto(url, { waitUntil: 'networkidle' }); await p.waitForTimeout(500);
  console.log(url, Math.round(scripts.reduce((a, [, n]) => a + n, 0) / 1024), 'KB');
  if (process.env.V) for (const [n, s] of scripts.sort((a, b) => b[1] - a[1])) console.log('   ', Math.round(s / 1024), n);
  await p.close();
}
await b.close();
