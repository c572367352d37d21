import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PREFIX } from '../../lib/constants';
import { memberBasicInfoSchema } from '../../lib/contract/member';
import { call, createTestApi, loginDemo, type TestApi } from './helpers';
import { postFields, postObject, signUpload } from './upload-helpers';

/** Issue 18 item 2: a member's avatar is an image uploaded under image/avatar/ and saved with PUT /admin/member/avatar. */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await loginDemo(api)).access_token;
});
afterAll(async () => {
  await api.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function uploadAvatar(): Promise<string> {
  const signed = await signUpload(api, token, { dir: UPLOAD_PREFIX.memberAvatar, name: 'me.png', size: PNG.length });
  const res = await postObject(api, postFields(signed), { name: 'me.png', type: 'image/png', data: PNG });
  expect(res.body.code).toBe(0);
  return res.body.data.url;
}

describe('PUT /admin/member/avatar', () => {
  it('needs a member (HTTP 401)', async () => {
    expect((await call(api, 'PUT', '/admin/member/avatar', { json: { avatar: '/api/files/image/avatar/x.png' } })).status).toBe(401);
  });

  it('refuses anything but an uploaded avatar image with code 1 (never 500) and keeps the old avatar', async () => {
    const before = (await call(api, 'GET', '/admin/member/basic-info', { token })).body.data.avatar;
    for (const avatar of ['', 'javascript:alert(1)', '/api/files/image/post/' + 'a'.repeat(36) + '.png', '/api/files/image/avatar/../../x.png', 42]) {
      const res = await call(api, 'PUT', '/admin/member/avatar', { token, json: { avatar } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
    }
    expect((await call(api, 'PUT', '/admin/member/avatar', { token, json: {} })).body.code).toBe(1);
    expect((await call(api, 'GET', '/admin/member/basic-info', { token })).body.data.avatar).toBe(before);
  });

  it('saves an avatar uploaded through the signed flow; basic info and the public card show it', async () => {
    const url = await uploadAvatar();
    expect(url).toMatch(/^\/api\/files\/(oss\/)?image\/avatar\/[0-9a-f]{36}\.png$/);
    const res = await call(api, 'PUT', '/admin/member/avatar', { token, json: { avatar: url } });
    expect(res.body.code).toBe(0);
    const info = memberBasicInfoSchema.parse(res.body.data);
    expect(info.avatar).toBe(url);
    const card = await call(api, 'GET', `/admin/member/basic/${info.memberId}`);
    expect(card.body.data.avatar).toBe(url);
  });
});
