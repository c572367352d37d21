import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, TOPIC_SITE_TAG } from '../../lib/constants';
import { REPO_ROOT } from '../../backend/src/config';
import { itemOf, newsComments, postComments } from '../../backend/src/db/seed/corpus/topic-comments';
import { photoSubject, SEED_PHOTO_SUBJECTS, seedPhoto, seedPhotoFiles } from '../../backend/src/db/seed/photos';
import { call, createTestApi, withDb, type TestApi } from './helpers';

/** Issue 18 item 11: content that looks real — pictures of what posts and news are about, comments on their topic. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const rows = async <T>(sql: string, ...params: unknown[]) => await withDb(api, async (db) => await db.prepare(sql).all(...params) as T[]);
const PHOTO = /^\/api\/files\/seed\/photo\/([a-z-]+)-(\d)\.jpg$/;

describe('issue 18 item 11: seed photos', () => {
  it('every subject has its raster compositions committed: JPEG, 720 × 540, tens of KB', () => {
    expect(seedPhotoFiles()).toHaveLength(SEED_PHOTO_SUBJECTS.length * 4);
    for (const file of seedPhotoFiles()) {
      const bytes = fs.readFileSync(path.join(REPO_ROOT, 'backend/assets/seed-photos', file));
      expect(bytes.subarray(0, 3).toString('hex'), file).toBe('ffd8ff');
      expect(bytes.length, file).toBeGreaterThan(5_000);
      expect(bytes.length, file).toBeLessThan(120_000);
      // the frame header (SOFn) holds height and width
      const sof = bytes.findIndex((b, i) => b === 0xff && i + 8 < bytes.length && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
      expect(sof, file).toBeGreaterThan(0);
      expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)], file).toEqual([720, 540]);
    }
  });

  it('GET /api/files/seed/photo/{subject}-{n}.jpg serves the JPEG with long cache headers; others are 404 or refused', async () => {
    const res = await api.app.inject({ method: 'GET', url: seedPhoto('pouch', 0) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect((await call(api, 'GET', '/files/seed/photo/pouch-9.jpg')).body.code).toBe(404);
    expect((await call(api, 'GET', '/files/seed/photo/..%2Fconfig.jpg')).body.code).toBe(1);
    // the drawn seed images are still served beside them
    expect((await api.app.inject({ method: 'GET', url: '/api/files/seed/avatar/3.svg' })).statusCode).toBe(200);
  });

  it('a text gets the subject it names, its title first', () => {
    expect(photoSubject('求购 PET 瓶坯，月需 300 万支')).toBe('bottle');
    expect(photoSubject('年度集采：瓦楞纸箱供应商招募')).toBe('carton');
    expect(photoSubject('供应高阻隔蒸煮袋，121℃ 蒸煮不分层')).toBe('pouch');
    expect(photoSubject('无菌冷灌装整线改造服务')).toBe('filling-machine');
    expect(photoSubject('RFID 冷链温度标签，手机即可读取温度曲线')).toBe('label');
    expect(photoSubject('明年春季的包装印刷展大家准备去吗？')).toBe('trade-show');
    expect(photoSubject('行业观察', '瓶坯价格回落')).toBe('bottle');
  });

  it('post images and news covers are photos of their subject; a post\'s images are different compositions', async () => {
    const images = await rows<{ post_id: number; url: string; title: string; content: string }>(
      'SELECT i.post_id, i.url, p.title, p.content FROM post_images i JOIN posts p ON p.id = i.post_id ORDER BY i.post_id, i.sort',
    );
    expect(images.length).toBeGreaterThan(100);
    const byPost = new Map<number, string[]>();
    for (const image of images) {
      const match = PHOTO.exec(image.url);
      expect(match, image.url).not.toBeNull();
      expect(match?.[1], image.title).toBe(photoSubject(image.title, image.content));
      byPost.set(image.post_id, [...(byPost.get(image.post_id) ?? []), image.url]);
    }
    for (const [id, urls] of byPost) expect(new Set(urls).size, `post ${id}`).toBe(urls.length);
    const subjects = new Set(images.map((i) => PHOTO.exec(i.url)?.[1]));
    expect([...subjects].sort()).toEqual([...SEED_PHOTO_SUBJECTS].sort());

    const news = await rows<{ cover_img: string; content: string }>("SELECT cover_img, content FROM news WHERE publish_status = 'PUBLISHED'");
    expect(news.every((n) => PHOTO.test(n.cover_img))).toBe(true);
    expect(news.filter((n) => n.content.includes('/api/files/seed/photo/')).length).toBeGreaterThanOrEqual(5);
    expect(news.some((n) => n.content.includes('/api/files/seed/cover/'))).toBe(false);
  });
});

describe('issue 18 item 11: comments written for their post\'s topic', () => {
  it('the item of a title: after a short label, before the first clause, without the verb or the quantity', () => {
    expect(itemOf('求购坚果每日装复合袋，月用量 200 万只')).toBe('坚果每日装复合袋');
    expect(itemOf('年度集采：瓦楞纸箱供应商招募（华东、华南）')).toBe('瓦楞纸箱');
    expect(itemOf('求购二手高速立式包装机两台')).toBe('二手高速立式包装机');
    expect(itemOf('供应麻婆豆腐调料｜川味源调味品')).toBe('麻婆豆腐调料');
  });

  it('a purchase request hears from suppliers of its item; an offer from buyers of its product; a job from candidates', () => {
    const demand = postComments({ siteTagId: SITE_TAG.demand, title: '求购 330g 酱菜玻璃瓶带旋盖', content: '' });
    expect(demand.filter((c) => c.includes('330g 酱菜玻璃瓶带旋盖')).length).toBeGreaterThanOrEqual(4);
    const supply = postComments({ siteTagId: SITE_TAG.supply, title: '供应食品彩盒｜嘉彩印刷', content: '' });
    expect(supply.filter((c) => c.includes('食品彩盒')).length).toBeGreaterThanOrEqual(4);
    const job = postComments({ siteTagId: SITE_TAG.recruitment, title: '嘉彩印刷招聘胶印机长（深圳）', content: '' });
    expect(job.filter((c) => c.includes('胶印机长')).length).toBeGreaterThanOrEqual(3);
    const topic = postComments({ siteTagId: TOPIC_SITE_TAG, title: '烘焙同行聊聊：今年的招工难度怎么样？', content: '' });
    expect(topic.some((c) => c.includes('烘焙'))).toBe(true);
    expect(topic.some((c) => /技术工人|留人|新人/.test(c))).toBe(true);
  });

  it('every seeded post thread holds only comments of its own pool, none twice', async () => {
    const posts = await rows<{ id: number; tag_id: number; title: string; content: string }>("SELECT id, tag_id, title, content FROM posts WHERE status = 'PUBLISHED'");
    let checked = 0;
    for (const post of posts) {
      const comments = await rows<{ content: string; parent_id: number | null }>('SELECT content, parent_id FROM post_comments WHERE post_id = ?', post.id);
      const roots = comments.filter((c) => c.parent_id === null).map((c) => c.content);
      if (roots.length === 0) continue;
      const pool = postComments({ siteTagId: post.tag_id, title: post.title, content: post.content });
      for (const text of roots) expect(pool, `${post.title}: ${text}`).toContain(text);
      expect(new Set(roots).size, post.title).toBe(roots.length);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the cold-dough question is answered about dough, not about exhibitions', async () => {
    const [post] = await rows<{ id: number }>("SELECT id FROM posts WHERE title = '冷冻面团开裂问题求助'");
    expect(post).toBeDefined();
    const comments = await rows<{ content: string }>('SELECT content FROM post_comments WHERE post_id = ? AND parent_id IS NULL', post?.id);
    for (const c of comments) expect(c.content).not.toMatch(/展会|报名|直播/);
  });

  it('news comments follow the article: a price report gets price talk, a print article print talk', async () => {
    expect(newsComments('白砂糖价格周报：广西市场小幅上涨').some((c) => /行情|价格/.test(c))).toBe(true);
    expect(newsComments('柔印水性油墨走进纸杯车间').some((c) => /柔印|油墨|印/.test(c))).toBe(true);
    const news = await rows<{ id: number; title: string; summary: string; seo_keywords: string }>("SELECT id, title, summary, seo_keywords FROM news WHERE publish_status = 'PUBLISHED'");
    let checked = 0;
    for (const n of news) {
      const roots = (await rows<{ content: string }>('SELECT content FROM news_comments WHERE news_id = ? AND parent_id IS NULL', n.id)).map((r) => r.content);
      if (roots.length === 0) continue;
      const pool = newsComments(n.title, `${n.summary ?? ''} ${n.seo_keywords ?? ''}`);
      for (const text of roots) expect(pool, n.title).toContain(text);
      expect(new Set(roots).size).toBe(roots.length);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
