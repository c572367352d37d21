/**
 * G22/P16: files attached to a post are stored files under `file/post/`; the post detail lists them by name, an edit
 * replaces them, and a file of another prefix, a foreign host or more than 5 files are refused (code 1, nothing saved).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, STORAGE_FILE_PATH, THEME_TAG } from '@/lib/constants';
import { POST_FILES_MAX, postDetailSchema, postSaveResultSchema } from '@/lib/contract/post';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => api.close());

const key = (n: number, ext = '.pdf') => `${String(n % 10).repeat(36)}${ext}`;
const file = (n: number, name = `规格书${n}.pdf`, ext = '.pdf') => ({ name, url: `${STORAGE_FILE_PATH}file/post/${key(n, ext)}` });
const draft = (extra: Record<string, unknown> = {}) => ({
  title: '求购食品级 PET 瓶坯',
  content: '年用量约 300 万只，口型 1881，详见附件规格书与检测要求。',
  tagId: SITE_TAG.demand,
  themeTagId: THEME_TAG.packaging,
  images: [],
  ...extra,
});
const detail = async (id: number) => postDetailSchema.parse((await call(api, 'GET', `/post/posts/${id}`)).body.data);

describe('P16 post attachments', () => {
  it('P16 G22 a post keeps its files under file/post/ in order; an edit replaces them; a post without files lists none', async () => {
    const files = [file(1), file(2, '检测要求.docx', '.docx')];
    const saved = postSaveResultSchema.parse((await call(api, 'POST', '/post/posts', { token, json: draft({ files }) })).body.data);
    expect((await detail(saved.id)).files).toEqual(files);
    const edited = await call(api, 'PUT', '/post/posts', { token, json: draft({ id: saved.id, files: [file(3, '报价单.xlsx', '.xlsx')] }) });
    expect(edited.body.code).toBe(0);
    expect((await detail(saved.id)).files).toEqual([file(3, '报价单.xlsx', '.xlsx')]);
    await call(api, 'PUT', '/post/posts', { token, json: draft({ id: saved.id, files: [] }) });
    expect((await detail(saved.id)).files).toEqual([]);
    const plain = postSaveResultSchema.parse((await call(api, 'POST', '/post/posts', { token, json: draft() })).body.data);
    expect((await detail(plain.id)).files).toEqual([]);
  });

  it.each([
    ['another prefix', [{ name: 'a.pdf', url: `${STORAGE_FILE_PATH}file/form/${key(4)}` }]],
    ['a foreign host', [{ name: 'a.pdf', url: `https://evil.example/file/post/${key(4)}` }]],
    ['a path that climbs out', [{ name: 'a.pdf', url: `${STORAGE_FILE_PATH}file/post/../../admin` }]],
    ['an empty name', [{ name: ' ', url: file(4).url }]],
    [`more than ${POST_FILES_MAX} files`, Array.from({ length: POST_FILES_MAX + 1 }, (_, i) => file(i))],
  ])('P16 %s is refused with code 1 and no post is made', async (_case, files) => {
    const res = await call(api, 'POST', '/post/posts', { token, json: draft({ title: `附件校验 ${_case}`, files }) });
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toMatch(/^files/);
  });
});
