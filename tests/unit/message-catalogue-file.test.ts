// @vitest-environment node
/**
 * Issue 28 item 3: the islands' message catalogue is a file of its own (`app/i18n/[file]/route.ts`,
 * lib/i18n/catalogue-file.ts), not part of every page. Its name changes with its text, so this build's file is kept
 * for good; an older name gets this build's text, not kept; a name that is no catalogue's is a 404.
 */
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/i18n/[file]/route';
import { catalogueUrl } from '@/lib/i18n/catalogue-file';
import { getMessages } from '@/lib/i18n/messages';

const get = (file: string) => GET(new Request(`http://localhost:3000/i18n/${file}`), { params: Promise.resolve({ file }) });

describe('issue 28 item 3: the message catalogue as a file', () => {
  it('each locale has its own file, named by its text', () => {
    expect(catalogueUrl('zh')).toMatch(/^\/i18n\/zh\.[\w-]{12}\.json$/);
    expect(catalogueUrl('en')).toMatch(/^\/i18n\/en\.[\w-]{12}\.json$/);
    expect(catalogueUrl('en').slice(9)).not.toBe(catalogueUrl('zh').slice(9));
  });

  it("answers this build's file with the locale's catalogue, kept for good", async () => {
    for (const locale of ['zh', 'en'] as const) {
      const response = await get(catalogueUrl(locale).slice('/i18n/'.length));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.json()).toEqual(getMessages(locale));
    }
  });

  it("answers another build's name with this build's text, not kept", async () => {
    const response = await get('en.AAAAAAAAAAAA.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(getMessages('en'));
  });

  it('answers 404 to a name that is no catalogue', async () => {
    for (const file of ['fr.AAAAAAAAAAAA.json', 'zh.json', 'zh.AAAA.json', 'zh.AAAAAAAAAAAA.js', '..%2Fzh.AAAAAAAAAAAA.json']) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});
