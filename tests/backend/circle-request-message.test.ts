import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPE } from '../../lib/constants';
import { call, createTestApi, DEMO, loginDemo, type TestApi } from './helpers';

/** G32/K17, issue 18 item 9: a private-circle join request carries a message that its admins read before deciding. */
let api: TestApi;
let owner: string;
let applicant: string;
let circleId: number;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await loginDemo(api, DEMO.first)).access_token;
  applicant = (await loginDemo(api, DEMO.second)).access_token;
  const created = await call(api, 'POST', '/post/circles', {
    token: owner,
    json: { circleName: '留言测试私密圈', description: '请申请人说明公司和职位', avatar: '/api/files/seed/avatar/1.svg', category: '包装', isPublic: false },
  });
  expect(created.body.code).toBe(0);
  circleId = created.body.data.circleId;
});
afterAll(async () => {
  await api.close();
});

describe('join request message', () => {
  it('refuses a message over 200 characters with code 1 and records nothing', async () => {
    const res = await call(api, 'POST', `/post/circles/${circleId}/requests`, { token: applicant, json: { requestType: 1, message: '长'.repeat(201) } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const list = await call(api, 'GET', `/post/circles/${circleId}/requests`, { token: owner });
    expect(list.body.data.records).toEqual([]);
  });

  it('the request list and the admin notice both carry the message', async () => {
    const message = '华鼎食品采购经理，想对接软包装供应商';
    const res = await call(api, 'POST', `/post/circles/${circleId}/requests`, { token: applicant, json: { requestType: 1, message } });
    expect(res.body.data.circleMemberType).toBe('PENDING');
    const list = await call(api, 'GET', `/post/circles/${circleId}/requests`, { token: owner });
    expect(list.body.data.records.map((r: { message: string | null }) => r.message)).toEqual([message]);
    const notices = await call(api, 'GET', '/msg/notice/page', { token: owner, query: { noticeType: NOTICE_TYPE.member, size: 50 } });
    const mine = notices.body.data.records.filter((n: { noticeContent: { circleId?: number } }) => n.noticeContent.circleId === circleId);
    expect(mine).toHaveLength(1);
    expect(mine[0].noticeContent.message).toBe(message);
  });
});
