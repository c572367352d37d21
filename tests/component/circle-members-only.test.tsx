/**
 * Issue 29 item 16 (G36, G37): a private circle's notices and new members (names, companies, positions) are for its
 * members. The cached page carries none; a logged-in member's browser reads them with the session token, and a
 * visitor's browser asks for nothing and shows nothing.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MembersOnlyNewMembers, MembersOnlyNotices } from '@/components/circle/members-only-modules';
import type { CircleMember, CircleNotice } from '@/lib/contract/circle';
import { clearSession, saveLoginSession } from '@/lib/session/session';
import { useSessionStore } from '@/stores/session';
import { circleHandlers } from '../mocks/handlers/circle';
import { otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const CIRCLE = 19;
const MEMBER: CircleMember = { memberId: 1005, nickname: '陈静', avatar: null, company: '清泉饮品', position: '采购经理', memberType: 'JOINED', joinedTime: '2026-03-01 09:00:00' };
const NOTICE: CircleNotice = { id: 3, circleId: CIRCLE, memberId: 1001, nickname: '王海', content: '本周联采报价截止周五', createdTime: '2026-03-02 10:00:00' };
let calls: SentCall[];
/** The Authorization header of each call to the circle's notices and members. */
let bearers: (string | null)[];

beforeEach(() => {
  calls = [];
  bearers = [];
  clearSession();
  const bearer = (request: Request) => bearers.push(request.headers.get('authorization'));
  server.use(
    circleHandlers.members(
      CIRCLE,
      recorded(calls, (request) => {
        bearer(request);
        return { records: [MEMBER], total: 1, size: 50, current: 1, pages: 1 };
      }),
    ),
    circleHandlers.notices(
      CIRCLE,
      recorded(calls, (request) => {
        bearer(request);
        return [NOTICE];
      }),
    ),
    otherCalls(calls),
  );
});

function modules() {
  return (
    <>
      <MembersOnlyNotices circleId={CIRCLE} />
      <MembersOnlyNewMembers circleId={CIRCLE} />
    </>
  );
}

describe('a private circle’s members-only modules (issue 29 item 16)', () => {
  it('G36 G37 a member sees the notices and the new members with company and position, asked with the member’s token', async () => {
    saveLoginSession({ access_token: 'member-access-token', memberId: 1005 }, { rememberMe: true });
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1005 });
    renderWithI18n(modules());
    expect((await screen.findByTestId('circle-notices')).textContent).toContain('本周联采报价截止周五');
    const members = await screen.findByTestId('circle-new-members');
    expect(members.textContent).toContain('陈静');
    expect(members.textContent).toContain('清泉饮品 · 采购经理');
    // the API answers a private circle's to its members only: the calls carry the session's token
    expect(bearers).toEqual(['Bearer member-access-token', 'Bearer member-access-token']);
  });

  it('G36 G37 a visitor sees neither, and nothing is asked for', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(modules());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('circle-notices')).toBeNull();
    expect(screen.queryByTestId('circle-new-members')).toBeNull();
    expect(calls).toEqual([]);
  });
});
