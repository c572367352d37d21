/**
 * Issue 29 item 9: every seeded product, brand and company shows a picture of its kind (a palletizing robot a robot
 * arm, a lid film a sealed cup, bottle caps a cap, a milk-powder tin a tin), not a generic icon picked by number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SUBJECTS } from '../../backend/src/standins/pictures/pictograms';
import { createTestApi, withDb, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const subjectOf = (url: string | null) => (url ? new URL(url, 'http://x').searchParams.get('subject') : null);

async function svgOf(url: string): Promise<string> {
  const res = await api.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe('seed pictures of their kind (issue 29 item 9)', () => {
  it('M08 every seeded product, its gallery, every brand and every company logo and cover name a subject, and the served picture draws it', async () => {
    const rows = await withDb(api, async (db) => ({
      products: (await db.prepare('SELECT id, name, cover_img AS url FROM company_products').all()) as { id: number; name: string; url: string | null }[],
      gallery: (await db.prepare('SELECT url FROM company_product_images').all()) as { url: string }[],
      brands: (await db.prepare('SELECT name, logo AS url FROM company_brands').all()) as { name: string; url: string | null }[],
      logos: (await db.prepare('SELECT name, logo AS url FROM companies').all()) as { name: string; url: string | null }[],
      covers: (await db.prepare('SELECT name, cover_img AS url FROM companies').all()) as { name: string; url: string | null }[],
    }));
    for (const [group, list] of Object.entries(rows)) {
      expect(list.length, group).toBeGreaterThan(0);
      const missing = list.filter((r) => !PICTURE_SUBJECTS.includes(subjectOf(r.url) as never)).map((r) => ('name' in r ? r.name : r.url));
      expect(missing, group).toEqual([]);
    }
    // the served SVG draws the named pictogram (one of each group is enough to prove the route reads it)
    for (const row of [rows.products[0]!, rows.brands[0]!, rows.logos[0]!, rows.covers[0]!]) {
      expect(await svgOf(row.url!.replace(/^\/api/, '/api'))).toContain(`data-subject="${subjectOf(row.url)}"`);
    }
  });

  it('M08 the products of the report show what they are: robot, lid film, caps, milk-powder tin', async () => {
    const named = await withDb(api, async (db) =>
      (await db.prepare("SELECT name, cover_img AS url FROM company_products WHERE name IN ('协作码垛机器人', '酸奶杯易撕封口膜', '防盗瓶盖', '奶粉马口铁罐')").all()) as { name: string; url: string }[],
    );
    expect(Object.fromEntries(named.map((r) => [r.name, subjectOf(r.url)]))).toEqual({
      协作码垛机器人: 'robot',
      酸奶杯易撕封口膜: 'lid',
      防盗瓶盖: 'cap',
      奶粉马口铁罐: 'tin',
    });
    const robot = named.find((r) => r.name === '协作码垛机器人')!;
    const svg = await svgOf(robot.url);
    expect(svg).toContain('data-subject="robot"');
    // the PNG rendition (Open Graph) takes the same parameter
    expect((await api.app.inject({ method: 'GET', url: robot.url.replace('.svg', '.png') })).headers['content-type']).toBe('image/png');
  });

  it('an unknown subject is a bad parameter (code 1), never a 500', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/files/seed/product/3.svg?subject=face' });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().code).toBe(1);
  });
});
