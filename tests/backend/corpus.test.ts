import { describe, expect, it } from 'vitest';
import { CHINA_ROOT_ID, SITE_PAGE_CODE, SITE_TAG, THEME_TAG, THEME_TAG_IDS, TOPIC_SITE_TAG } from '../../lib/constants';
import {
  allTags,
  circlesCorpus,
  columnsCorpus,
  commentsCorpus,
  companiesCorpus,
  DEMO_MOBILES,
  eventsCorpus,
  flashesCorpus,
  greyWords,
  hotKeywordsCorpus,
  locationsCorpus,
  membersCorpus,
  membershipBenefits,
  newsCorpus,
  postsCorpus,
  sitePagesCorpus,
  tagsCorpus,
  topicsCorpus,
  type SeedTag,
} from '../../backend/src/db/seed/corpus';
import { escapeXml, renderSeedImage, SEED_IMAGE_KINDS } from '../../backend/src/standins/pictures/generated-images';

const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;
const dupes = <T>(xs: T[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
const han = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length;
const codesOf = (tags: SeedTag[]) => new Set(tags.map((t) => t.code));

/** No scripts, inline handlers, javascript: URLs, iframes or style blocks. */
function unsafeHtml(html: string): string | null {
  if (/<script/i.test(html)) return '<script';
  if (/\son[a-z]+\s*=/i.test(html)) return 'on…= handler';
  if (/javascript:/i.test(html)) return 'javascript:';
  if (/<(iframe|object|embed|style)\b/i.test(html)) return 'embedded element';
  return null;
}

/** Minimal well-formedness check: balanced tags and escaped ampersands / angle brackets in text. */
function xmlProblems(xml: string, voidTags: string[] = []): string | null {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(xml)) return 'bare &';
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(xml))) {
    if (/[<>]/.test(xml.slice(last, m.index))) return `stray bracket near ${m.index}`;
    last = re.lastIndex;
    const [, close, name, , selfClose] = m;
    if (selfClose || voidTags.includes(name as string)) continue;
    if (close) {
      if (stack.pop() !== name) return `mismatched </${name}>`;
    } else stack.push(name as string);
  }
  if (/[<>]/.test(xml.slice(last))) return 'stray bracket at end';
  return stack.length ? `unclosed <${stack.at(-1)}>` : null;
}
const HTML_VOID = ['img', 'br', 'hr'];

describe('tags', () => {
  it('has the expected volumes per type', () => {
    expect(tagsCorpus.industry.length).toBeGreaterThanOrEqual(30);
    expect(tagsCorpus.newsClass.length).toBeGreaterThanOrEqual(8);
    expect(tagsCorpus.newsTheme.length).toBeGreaterThanOrEqual(12);
    expect(tagsCorpus.newsSource.length).toBeGreaterThanOrEqual(10);
    expect(tagsCorpus.postTheme).toHaveLength(10);
    expect(tagsCorpus.postSite).toHaveLength(4);
    expect(tagsCorpus.newsSite).toHaveLength(4);
    expect(tagsCorpus.newsCategory.map((t) => t.code)).toEqual(['depth-topics', 'creative-weekly']);
    expect(tagsCorpus.activityType.length).toBeGreaterThanOrEqual(6);
  });

  it('types match their collection', () => {
    const expected: Record<keyof typeof tagsCorpus, number> = {
      industry: 1, newsClass: 2, newsTheme: 3, newsSource: 4, postTheme: 5, postSite: 6, activityType: 7, newsSite: 8, newsCategory: 9,
    };
    for (const [key, type] of Object.entries(expected)) {
      for (const t of tagsCorpus[key as keyof typeof tagsCorpus]) expect(t.type, `${key} ${t.name}`).toBe(type);
    }
  });

  it('seeds the fixed ids of the specification with exactly those ids and names', () => {
    const byId = new Map(allTags().filter((t) => t.id !== undefined).map((t) => [t.id, t]));
    const themeNames: Record<number, string> = {
      [THEME_TAG.ingredients]: '原料', [THEME_TAG.oem]: '代工', [THEME_TAG.packaging]: '包装', [THEME_TAG.design]: '设计',
      [THEME_TAG.marketing]: '营销', [THEME_TAG.channel]: '渠道', [THEME_TAG.equipment]: '设备', [THEME_TAG.exhibition]: '展会',
      [THEME_TAG.others]: '其他', [THEME_TAG.purchase]: '采购',
    };
    for (const [id, name] of Object.entries(themeNames)) {
      expect(byId.get(Number(id))?.name).toBe(name);
      expect(byId.get(Number(id))?.type).toBe(5);
    }
    expect(byId.get(SITE_TAG.demand)?.name).toBe('需求');
    expect(byId.get(SITE_TAG.supply)?.name).toBe('供应');
    expect(byId.get(SITE_TAG.recruitment)?.name).toBe('招聘');
    expect(byId.get(TOPIC_SITE_TAG)?.name).toBe('话题');
    expect(byId.get(SITE_TAG.newsFoodtools)?.name).toBe('食品工具');
    expect(byId.get(SITE_TAG.newsFeatures)?.name).toBe('专题');
    expect(byId.get(SITE_TAG.rankings)?.name).toBe('榜单');
    expect(byId.get(SITE_TAG.popular)?.name).toBe('热门');
    expect(tagsCorpus.postTheme.map((t) => t.id).sort()).toEqual([...THEME_TAG_IDS].sort());
  });

  it('fixed ids are unique and codes are ascii slugs that never start with a digit', () => {
    const ids = allTags().flatMap((t) => (t.id === undefined ? [] : [t.id]));
    expect(dupes(ids)).toEqual([]);
    for (const t of allTags()) {
      expect(t.code, t.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(t.enName.length, t.name).toBeGreaterThan(0);
    }
    for (const list of Object.values(tagsCorpus) as SeedTag[][]) {
      expect(dupes(list.map((t) => t.code))).toEqual([]);
      expect(dupes(list.map((t) => t.name))).toEqual([]);
    }
  });

  it('news sources have a logo and a description of at least 40 characters', () => {
    for (const t of tagsCorpus.newsSource) {
      expect(t.description?.length ?? 0, t.name).toBeGreaterThanOrEqual(40);
      expect(t.logo).toMatch(/^\/api\/files\/seed\/logo\/\d+\.svg$/);
    }
  });
});

describe('locations', () => {
  const china = locationsCorpus.filter((l) => l.parentId === CHINA_ROOT_ID);
  it('has the China root, 34 provincial-level divisions with GB/T 2260 codes and overseas countries', () => {
    expect(locationsCorpus.find((l) => l.id === CHINA_ROOT_ID)).toMatchObject({ name: '中国', enName: 'China', parentId: 0 });
    expect(china).toHaveLength(34);
    for (const p of china) expect(p.id % 10000, p.name).toBe(0);
    const byId = new Map(locationsCorpus.map((l) => [l.id, l.name]));
    expect(byId.get(110000)).toBe('北京');
    expect(byId.get(120000)).toBe('天津');
    expect(byId.get(310000)).toBe('上海');
    expect(byId.get(500000)).toBe('重庆');
    expect(byId.get(440000)).toBe('广东');
    expect(byId.get(440100)).toBe('广州');
    expect(byId.get(440300)).toBe('深圳');
    const overseas = locationsCorpus.filter((l) => l.id >= 900000);
    expect(overseas.length).toBeGreaterThanOrEqual(15);
    for (const o of overseas) expect(o.parentId).toBe(0);
  });

  it('ids and names are unique and every city sits under its province code', () => {
    expect(dupes(locationsCorpus.map((l) => l.id))).toEqual([]);
    expect(dupes(locationsCorpus.map((l) => l.name))).toEqual([]);
    for (const c of locationsCorpus.filter((l) => l.parentId !== 0 && l.parentId !== CHINA_ROOT_ID)) {
      expect(Math.floor(c.id / 10000) * 10000, c.name).toBe(c.parentId);
    }
  });
});

describe('members and companies', () => {
  const cities = new Set(locationsCorpus.map((l) => l.name));
  const industries = new Set(tagsCorpus.industry.map((t) => t.name));

  it('has at least 130 members with the demo accounts first', () => {
    expect(membersCorpus.length).toBeGreaterThanOrEqual(130);
    expect(membersCorpus.slice(0, 3).map((m) => m.mobile)).toEqual([...DEMO_MOBILES]);
    const [a, b, c] = membersCorpus;
    expect(a).toMatchObject({ nickname: '张明远', position: '采购总监' });
    expect(companiesCorpus.map((x) => x.cnName)).toContain(a?.company);
    expect(b).toMatchObject({ nickname: '李思雨', position: '市场经理' });
    expect(c).toMatchObject({ nickname: '王浩', company: '', position: '' });
  });

  it('mobiles are unique 11-digit numbers and every city and industry tag resolves', () => {
    expect(dupes(membersCorpus.map((m) => m.mobile))).toEqual([]);
    for (const m of membersCorpus) {
      expect(m.mobile).toMatch(/^1\d{10}$/);
      expect(cities.has(m.city), `${m.nickname} ${m.city}`).toBe(true);
      expect(m.industryTags.length).toBeGreaterThanOrEqual(2);
      expect(m.industryTags.length).toBeLessThanOrEqual(4);
      for (const t of m.industryTags) expect(industries.has(t), `${m.nickname} ${t}`).toBe(true);
      expect(['MALE', 'FEMALE']).toContain(m.gender);
      if (m.companyIndex !== undefined) expect(companiesCorpus[m.companyIndex]?.cnName).toBe(m.company);
      if (m.email) expect(m.email).toMatch(/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/);
    }
    expect(membersCorpus.filter((m) => m.companyIndex !== undefined).length).toBeGreaterThan(membersCorpus.length / 2);
    expect(membersCorpus.filter((m) => m.email).length).toBeGreaterThan(20);
  });

  it('has at least 45 complete companies', () => {
    expect(companiesCorpus.length).toBeGreaterThanOrEqual(45);
    expect(dupes(companiesCorpus.map((c) => c.code))).toEqual([]);
    expect(dupes(companiesCorpus.map((c) => c.cnName))).toEqual([]);
    expect(dupes(companiesCorpus.map((c) => c.enName))).toEqual([]);
    for (const c of companiesCorpus) {
      expect(c.code).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(cities.has(c.city), c.city).toBe(true);
      expect(han(c.intro), c.cnName).toBeGreaterThanOrEqual(150);
      expect(c.sections.length).toBeGreaterThanOrEqual(3);
      expect(c.sections.length).toBeLessThanOrEqual(5);
      expect(c.products.length).toBeGreaterThanOrEqual(2);
      expect(c.products.length).toBeLessThanOrEqual(5);
      expect(c.brands.length).toBeGreaterThanOrEqual(1);
      expect(c.brands.length).toBeLessThanOrEqual(3);
      for (const s of c.sections) {
        expect(unsafeHtml(s.content), `${c.cnName} ${s.name}`).toBeNull();
        expect(xmlProblems(s.content, HTML_VOID), `${c.cnName} ${s.name}`).toBeNull();
      }
      for (const p of c.products) {
        if (p.priceType === 'SPECIFIC' || p.priceType === 'LEAST') expect(p.price).toBeGreaterThan(0);
        if (p.priceType === 'RANGE') expect(p.maxPrice ?? 0).toBeGreaterThan(p.price ?? Infinity);
        if (p.priceType === 'NEGOTIABLE') expect(p.price).toBeUndefined();
      }
    }
    const types = new Set(companiesCorpus.flatMap((c) => c.products.map((p) => p.priceType)));
    expect([...types].sort()).toEqual(['LEAST', 'NEGOTIABLE', 'RANGE', 'SPECIFIC']);
    expect(new Set(companiesCorpus.map((c) => c.listStatus))).toEqual(new Set(['LISTED', 'UNLISTED']));
  });
});

describe('news, flashes, topics and columns', () => {
  const classCodes = codesOf(tagsCorpus.newsClass);
  const themeCodes = codesOf(tagsCorpus.newsTheme);
  const sourceCodes = codesOf(tagsCorpus.newsSource);
  const categoryCodes = codesOf(tagsCorpus.newsCategory);
  const siteIds = new Set(tagsCorpus.newsSite.map((t) => t.id));

  it('has at least 160 articles with unique titles', () => {
    expect(newsCorpus.length).toBeGreaterThanOrEqual(160);
    expect(dupes(newsCorpus.map((n) => n.title))).toEqual([]);
  });

  it('every tag reference resolves', () => {
    for (const n of newsCorpus) {
      expect(classCodes.has(n.classTag), n.title).toBe(true);
      expect(n.themeTags.length).toBeGreaterThanOrEqual(1);
      expect(n.themeTags.length).toBeLessThanOrEqual(3);
      for (const t of n.themeTags) expect(themeCodes.has(t), `${n.title} ${t}`).toBe(true);
      expect(sourceCodes.has(n.sourceTag), n.title).toBe(true);
      for (const s of n.siteTags) expect(siteIds.has(s), n.title).toBe(true);
      if (n.categoryTag) expect(categoryCodes.has(n.categoryTag)).toBe(true);
      if (n.columnIndex !== undefined) expect(columnsCorpus[n.columnIndex]).toBeDefined();
    }
    expect(newsCorpus.some((n) => n.siteTags.includes(SITE_TAG.newsFoodtools))).toBe(true);
    expect(newsCorpus.some((n) => n.siteTags.includes(SITE_TAG.newsFeatures))).toBe(true);
    expect(newsCorpus.some((n) => n.categoryTag === 'depth-topics')).toBe(true);
    expect(newsCorpus.some((n) => n.categoryTag === 'creative-weekly')).toBe(true);
  });

  it('bodies are safe HTML with 4–8 paragraphs and summaries stay within 120 characters', () => {
    for (const n of newsCorpus) {
      expect(Array.from(n.summary).length, n.title).toBeLessThanOrEqual(120);
      expect(unsafeHtml(n.content), n.title).toBeNull();
      expect(xmlProblems(n.content, HTML_VOID), n.title).toBeNull();
      const paragraphs = (n.content.match(/<p>(?!<img)/g) ?? []).length - (n.content.match(/<blockquote>/g) ?? []).length * 2;
      expect(paragraphs, n.title).toBeGreaterThanOrEqual(4);
      expect(paragraphs, n.title).toBeLessThanOrEqual(8);
      // issue 18 item 11: inline pictures are seed photos of the article's subject
      for (const m of n.content.matchAll(/src="([^"]+)"/g)) expect(m[1]).toMatch(/^\/api\/files\/seed\/photo\/[a-z-]+-\d\.jpg$/);
      for (const m of n.content.matchAll(/href="([^"]+)"/g)) expect(m[1]).toMatch(/^https:\/\//);
      expect(n.publishTime).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    expect(newsCorpus.some((n) => n.content.includes('<img'))).toBe(true);
    expect(newsCorpus.some((n) => n.content.includes('<blockquote>'))).toBe(true);
    expect(newsCorpus.some((n) => n.content.includes('<a href="https://'))).toBe(true);
  });

  it('has at least 70 short flashes', () => {
    expect(flashesCorpus.length).toBeGreaterThanOrEqual(70);
    expect(dupes(flashesCorpus.map((f) => f.title))).toEqual([]);
    for (const f of flashesCorpus) {
      expect(Array.from(f.title).length).toBeLessThanOrEqual(60);
      const sentences = f.content.split('。').filter(Boolean).length;
      expect(sentences, f.title).toBeGreaterThanOrEqual(1);
      expect(sentences, f.title).toBeLessThanOrEqual(3);
      expect(sourceCodes.has(f.sourceTag)).toBe(true);
    }
  });

  it('topics gather known tags and column 0 belongs to the first demo member', () => {
    expect(topicsCorpus.length).toBeGreaterThanOrEqual(5);
    for (const t of topicsCorpus) {
      expect(t.sections.length).toBeGreaterThanOrEqual(2);
      expect(t.sections.length).toBeLessThanOrEqual(4);
      for (const s of t.sections) {
        for (const c of s.classTags) expect(classCodes.has(c)).toBe(true);
        for (const c of s.themeTags) expect(themeCodes.has(c)).toBe(true);
      }
    }
    expect(columnsCorpus.length).toBeGreaterThanOrEqual(5);
    expect(columnsCorpus[0]?.ownerIndex).toBe(0);
    for (const c of columnsCorpus) expect(membersCorpus[c.ownerIndex]).toBeDefined();
    expect(unique(columnsCorpus.map((c) => c.ownerIndex))).toBe(true);
  });
});

describe('community', () => {
  it('has at least 14 circles with owners, admins and members inside the member list', () => {
    expect(circlesCorpus.length).toBeGreaterThanOrEqual(14);
    expect(dupes(circlesCorpus.map((c) => c.name))).toEqual([]);
    expect(circlesCorpus.some((c) => c.isPublic)).toBe(true);
    expect(circlesCorpus.some((c) => !c.isPublic)).toBe(true);
    for (const c of circlesCorpus) {
      expect(c.memberIndexes.length, c.name).toBeGreaterThanOrEqual(8);
      expect(c.memberIndexes.length, c.name).toBeLessThanOrEqual(40);
      expect(unique(c.memberIndexes)).toBe(true);
      expect(c.memberIndexes).toContain(c.ownerIndex);
      expect(c.adminIndexes.length).toBeGreaterThanOrEqual(1);
      expect(c.adminIndexes.length).toBeLessThanOrEqual(2);
      for (const a of c.adminIndexes) expect(c.memberIndexes).toContain(a);
      for (const i of c.memberIndexes) expect(membersCorpus[i]).toBeDefined();
      expect(c.notices.length).toBeGreaterThanOrEqual(2);
      expect(c.notices.length).toBeLessThanOrEqual(3);
    }
  });

  it('has at least 320 posts over the four site tags with valid references', () => {
    expect(postsCorpus.length).toBeGreaterThanOrEqual(320);
    expect(dupes(postsCorpus.map((p) => p.title))).toEqual([]);
    const sites = [SITE_TAG.demand, SITE_TAG.supply, SITE_TAG.recruitment, TOPIC_SITE_TAG];
    for (const s of sites) expect(postsCorpus.filter((p) => p.siteTagId === s).length, `site ${s}`).toBeGreaterThanOrEqual(30);
    for (const p of postsCorpus) {
      expect(sites as number[]).toContain(p.siteTagId);
      expect(THEME_TAG_IDS as readonly number[]).toContain(p.themeTagId);
      expect(membersCorpus[p.authorIndex], p.title).toBeDefined();
      expect(Array.from(p.content).length, p.title).toBeGreaterThanOrEqual(60);
      expect(Array.from(p.content).length, p.title).toBeLessThanOrEqual(400);
      expect(p.content).not.toMatch(/<[a-z]/i);
      expect(p.imageCount).toBeGreaterThanOrEqual(0);
      expect(p.imageCount).toBeLessThanOrEqual(4);
      if (p.circleIndex !== undefined) expect(circlesCorpus[p.circleIndex]?.memberIndexes, p.title).toContain(p.authorIndex);
    }
    expect(postsCorpus.some((p) => p.isAnonymous)).toBe(true);
    expect(postsCorpus.some((p) => p.circleIndex !== undefined)).toBe(true);
    expect(new Set(postsCorpus.map((p) => p.themeTagId)).size).toBe(THEME_TAG_IDS.length);
  });

  it('comments, hot keywords and benefits have the expected volumes', () => {
    expect(commentsCorpus.length).toBeGreaterThanOrEqual(55);
    expect(unique(commentsCorpus)).toBe(true);
    for (const site of ['news', 'post', 'activity', 'company'] as const) {
      expect(hotKeywordsCorpus[site].length, site).toBeGreaterThanOrEqual(8);
      expect(hotKeywordsCorpus[site].length, site).toBeLessThanOrEqual(10);
      expect(unique(hotKeywordsCorpus[site])).toBe(true);
    }
    expect(membershipBenefits.length).toBeGreaterThanOrEqual(4);
    expect(membershipBenefits.length).toBeLessThanOrEqual(6);
  });

  it('no seeded user text contains a grey word', () => {
    expect(greyWords.length).toBeGreaterThanOrEqual(15);
    const texts = [
      ...postsCorpus.flatMap((p) => [p.title, p.content]),
      ...commentsCorpus,
      ...newsCorpus.flatMap((n) => [n.title, n.summary, n.content]),
      ...flashesCorpus.flatMap((f) => [f.title, f.content]),
      ...circlesCorpus.flatMap((c) => [c.name, c.description, ...c.notices]),
    ];
    for (const w of greyWords) expect(texts.filter((t) => t.includes(w)), w).toEqual([]);
  });
});

describe('events', () => {
  const types = codesOf(tagsCorpus.activityType);
  const cities = new Set(locationsCorpus.map((l) => l.name));
  it('has at least 28 events with resolvable type and city, SKUs and dates in range', () => {
    expect(eventsCorpus.length).toBeGreaterThanOrEqual(28);
    expect(dupes(eventsCorpus.map((e) => e.title))).toEqual([]);
    for (const e of eventsCorpus) {
      expect(types.has(e.typeCode), e.title).toBe(true);
      expect(cities.has(e.city), e.title).toBe(true);
      expect(e.skus.length).toBeGreaterThanOrEqual(1);
      expect(e.skus.length).toBeLessThanOrEqual(4);
      for (const s of e.skus) {
        expect(s.price).toBeGreaterThanOrEqual(0);
        expect(s.stock).toBeGreaterThan(0);
      }
      for (const t of [e.startTime, e.endTime]) {
        if (t) {
          expect(t).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
          // a few events have ended before the seeded "now" (2026-11-20), the rest lie ahead
          expect(t >= '2026-09-01' && t < '2027-07-01', `${e.title} ${t}`).toBe(true);
        }
      }
      expect(unsafeHtml(e.description), e.title).toBeNull();
      expect(xmlProblems(e.description, HTML_VOID), e.title).toBeNull();
    }
    expect(eventsCorpus.some((e) => !e.startTime || !e.endTime)).toBe(true);
    expect(eventsCorpus.filter((e) => e.endTime && e.endTime < '2026-11-20').length).toBeGreaterThanOrEqual(3);
    expect(eventsCorpus.some((e) => e.startTime && e.endTime && e.endTime < e.startTime)).toBe(true);
    expect(eventsCorpus.some((e) => e.skus.some((s) => s.price === 0))).toBe(true);
    expect(eventsCorpus.some((e) => e.skus.some((s) => s.price > 0))).toBe(true);
  });
});

describe('site pages', () => {
  const byCode = new Map(sitePagesCorpus.map((p) => [p.code, p]));
  const text = (html: string) => html.replace(/<[^>]+>/g, '');

  it('O18 covers every site page code, each with an English variant free of Chinese', () => {
    expect(dupes(sitePagesCorpus.map((p) => p.code))).toEqual([]);
    for (const code of Object.values(SITE_PAGE_CODE)) {
      expect(byCode.has(code), code).toBe(true);
      const en = byCode.get(`${code}_en`);
      expect(en, `${code}_en`).toBeDefined();
      const fields = [en?.title, en?.name, en?.description, en?.notes, text(en?.content ?? '')].join(' ');
      expect(fields, `${code}_en`).not.toMatch(/[\u3400-\u9fff\uff00-\uffef]/);
    }
  });

  it('agreement and privacy are long texts and business cooperation carries its fields', () => {
    expect(text(byCode.get('agreement')?.content ?? '').length).toBeGreaterThanOrEqual(1500);
    expect(text(byCode.get('privacy')?.content ?? '').length).toBeGreaterThanOrEqual(1500);
    const bc = byCode.get('business_cooperation');
    expect(bc).toMatchObject({ qRCodeImage: '/api/files/seed/qr/1.svg' });
    expect(bc?.title && bc.description && bc.name && bc.notes).toBeTruthy();
  });

  it('every page is safe, well-formed HTML', () => {
    for (const p of sitePagesCorpus) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(unsafeHtml(p.content), p.code).toBeNull();
      expect(xmlProblems(p.content, HTML_VOID), p.code).toBeNull();
    }
  });
});

describe('generated images', () => {
  it('exports every kind', () => {
    expect([...SEED_IMAGE_KINDS].sort()).toEqual(['avatar', 'banner', 'brand', 'cover', 'event', 'honor', 'logo', 'product', 'qr']);
  });

  it('is deterministic, small and well-formed for every kind', () => {
    for (const kind of SEED_IMAGE_KINDS) {
      for (const n of [0, 1, 2, 7, 42, 999, 123456]) {
        for (const label of [undefined, '单一材质软包装加速落地', 'A & B <C> "D" \'E\'']) {
          const a = renderSeedImage(kind, n, label);
          expect(renderSeedImage(kind, n, label)).toBe(a);
          expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), kind).toBe(true);
          expect(a.endsWith('</svg>')).toBe(true);
          expect(a.length, `${kind} ${n}`).toBeLessThan(3000);
          expect(xmlProblems(a), `${kind} ${n} ${label}`).toBeNull();
          expect(a).not.toMatch(/<script|\son[a-z]+=|javascript:|NaN|undefined/);
        }
      }
    }
  });

  it('different numbers give different images and labels are escaped', () => {
    for (const kind of SEED_IMAGE_KINDS) {
      expect(renderSeedImage(kind, 1)).not.toBe(renderSeedImage(kind, 2));
    }
    expect(renderSeedImage('cover', 3, '<b>&')).toContain('&lt;b&gt;&amp;');
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
    expect(renderSeedImage('avatar', 5, '张明远')).toContain('>张<');
  });

  it('QR images have a module grid with three finder patterns', () => {
    const qr = renderSeedImage('qr', 1);
    expect(qr).toContain('viewBox="0 0 29 29"');
    expect((qr.match(/h7v7h-7z/g) ?? []).length).toBe(3);
  });

  it('unknown kinds render nothing', () => {
    expect(renderSeedImage('unknown', 1)).toBe('');
  });
});
