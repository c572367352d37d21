/**
 * Seeds the banners (O29) of the supply/demand, news and events homes. Each links to real seeded content
 * (the newest topics, the latest events) or a section, and shows a raster picture served by the API
 * (`/api/files/banner/{n}.png`, backend/src/standins/pictures/banner-image.ts). Draws nothing from the random sequence.
 */
import { BANNER_CONFIG } from '@/lib/contract/banner';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../standins/pictures/banner-image';
import type { SeedContext } from './context';

interface SeedBanner {
  site: 'post' | 'news' | 'activity';
  title: string;
  enTitle: string;
  subtitle: string;
  enSubtitle: string;
  url: string;
}

export function bannerImage(n: number): string {
  return `/api/files/banner/${n}.png`;
}

function trim(text: string | null, max: number): string {
  const chars = Array.from((text ?? '').replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export function seedBanners(ctx: SeedContext): void {
  const db = ctx.db;
  const topics = db.prepare('SELECT id, title, en_title, description FROM topics ORDER BY publish_time DESC, id DESC LIMIT 2').all() as {
    id: number;
    title: string;
    en_title: string | null;
    description: string | null;
  }[];
  // Featured events, with their names in English (the event corpus has none).
  const featured: [title: string, enTitle: string][] = [
    ['2027 中国国际食品包装创新博览会', '2027 China International Food Packaging Innovation Expo'],
    ['国际烘焙与冷冻面团技术展', 'International Bakery and Frozen Dough Technology Show'],
  ];
  const findEvent = db.prepare("SELECT id, title, city, start_time FROM events WHERE title = ? AND status = 'PUBLISHED'");
  const events = featured.flatMap(([title, enTitle]) => {
    const row = findEvent.get(title) as { id: number; title: string; city: string | null; start_time: string | null } | undefined;
    return row ? [{ ...row, enTitle }] : [];
  });

  const banners: SeedBanner[] = [
    { site: 'post', title: '发布供需，精准对接上下游', enTitle: 'Post supply and demand, meet the right partners', subtitle: '食品、包装、印刷企业的采购与供应信息，一处发布，全行业可见', enSubtitle: 'Purchasing and supply notices of food, packaging and printing companies, seen by the whole industry', url: '/community/demand_supply' },
    { site: 'post', title: '加入行业圈子', enTitle: 'Join an industry circle', subtitle: '无菌灌装、烘焙包装、包材联采……与同行交流技术与行情', enSubtitle: 'Aseptic filling, bakery packaging, joint purchasing: talk technology and markets with peers', url: '/circle' },
    { site: 'post', title: '产业链图谱：找产品、找品牌、找企业', enTitle: 'The industry chain: find products, brands and companies', subtitle: '按品类三级导航，直达供应商', enSubtitle: 'Three levels of categories lead straight to suppliers', url: '/industry-chain' },
    ...topics.map(
      (t): SeedBanner => ({
        site: 'news',
        title: `深度专题｜${t.title}`,
        enTitle: `In depth: ${t.en_title ?? t.title}`,
        subtitle: trim(t.description, 40),
        enSubtitle: 'A topic of the newsroom, with its articles by section',
        url: `/news/topic/${t.id}`,
      }),
    ),
    { site: 'news', title: '7×24小时行业快讯', enTitle: 'Industry flashes, around the clock', subtitle: '政策、市场、企业动态，第一时间送达', enSubtitle: 'Policy, market and company news as it happens', url: '/news/flash' },
    ...events.map(
      (e): SeedBanner => ({
        site: 'activity',
        title: e.title,
        enTitle: e.enTitle,
        subtitle: [e.city, e.start_time?.slice(0, 10)].filter(Boolean).join(' · '),
        enSubtitle: [e.start_time?.slice(0, 10), 'registration open'].filter(Boolean).join(' · '),
        url: `/events/${e.id}`,
      }),
    ),
    { site: 'activity', title: '行业活动日历', enTitle: 'Industry events calendar', subtitle: '峰会、展会、培训与闭门交流，在线报名', enSubtitle: 'Summits, fairs, training and closed-door meetings, with online registration', url: '/events' },
  ];

  const insert = db.prepare(
    'INSERT INTO banners (site, config, title, en_title, subtitle, en_subtitle, image, url, width, height, sort, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)',
  );
  const sortOf = new Map<string, number>();
  banners.forEach((b, i) => {
    const sort = (sortOf.get(b.site) ?? 0) + 1;
    sortOf.set(b.site, sort);
    insert.run(b.site, BANNER_CONFIG[b.site], b.title, b.enTitle, b.subtitle, b.enSubtitle, bannerImage(i), b.url, BANNER_WIDTH, BANNER_HEIGHT, sort);
  });
}
