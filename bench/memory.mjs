// Issue 28 item 3: the web server's memory after a cache-busting load — every URL of the sitemap, in both locales and
// both layouts, each a page the page cache and Next's ISR cache have not seen — as a crawler reading the long tail does.
import { readFileSync } from 'node:fs';

/** Resident memory of a process and its descendants (the tsx launcher and the node it starts), in MB; Linux only. */
export function treeRssMb(pid) {
  const tree = (p) => {
    let all = [p];
    try {
      for (const child of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) all = all.concat(tree(Number(child)));
    } catch {
      // gone, or not Linux
    }
    return all;
  };
  const rssKb = (p) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  return Math.round(tree(pid).reduce((sum, p) => sum + rssKb(p), 0) / 1024);
}

const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

/** Every `<loc>` of the site's sitemap index and its sitemaps, on `base`. */
async function sitemapUrls(base) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, base));
  const maps = locs(await (await fetch(`${base}/sitemap.xml`)).text());
  const urls = [];
  for (const map of maps) urls.push(...locs(await (await fetch(map)).text()));
  return urls;
}

/** Requests every sitemap URL × {zh, en} × {desktop, phone} (8 at a time) from the web server at `base` (process `pid`). */
export async function cacheBustingLoad(base, pid) {
  const urls = await sitemapUrls(base);
  const jobs = urls.flatMap((url) => ['zh', 'en'].flatMap((lang) => Object.values(AGENTS).map((agent) => [lang === 'en' ? `${url}${url.includes('?') ? '&' : '?'}lang=en` : url, agent])));
  const before = treeRssMb(pid);
  const started = Date.now();
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < jobs.length) {
        const [url, agent] = jobs[next++];
        try {
          const res = await fetch(url, { headers: { 'user-agent': agent, 'accept-encoding': 'gzip' } });
          await res.arrayBuffer();
          if (res.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { urls: urls.length, requests: jobs.length, seconds: Math.round((Date.now() - started) / 1000), errors, beforeMb: before, afterMb: treeRssMb(pid) };
}
