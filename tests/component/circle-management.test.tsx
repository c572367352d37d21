/**
 * G09, G36–G41: the circle management page reads each tab through its query and writes through the circle
 * family's functions: a batch removal asks first and reloads the members, a decided request shows its result,
 * a refused write shows the API's words and a notice that failed keeps its text. The network is mocked with msw.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CircleManagement } from '@/components/circle/circle-management';
import type { CircleMember, CircleRequest } from '@/lib/contract/circle';
import { useSessionStore } from '@/stores/session';
import { circleHandlers } from '../mocks/handlers/circle';
import { refuse, unreachable } from '../mocks/envelope';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

configure({ asyncUtilTimeout: 8000 });
startMockServer();

const CIRCLE = 5;
const member = (memberId: number, nickname: string, memberType: CircleMember['memberType']): CircleMember => ({
  memberId, nickname, avatar: null, company: null, position: null, memberType, joinedTime: '2026-03-01 09:00:00',
});
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 50, current: 1, pages: 1 });
const REQUEST: CircleRequest = {
  id: 71, circleId: CIRCLE, memberId: 1009, nickname: '赵一鸣', avatar: null, company: '华鼎包装', position: '采购',
  message: '想交流制袋工艺', requestType: 1, operationResult: 0, createdTime: '2026-03-02 10:00:00',
};
let calls: SentCall[];
let members: CircleMember[];
let request: CircleRequest;

beforeEach(() => {
  calls = [];
  members = [member(1001, '王海', 'OWNER'), member(1005, '陈静', 'JOINED'), member(1006, '刘洋', 'JOINED')];
  request = REQUEST;
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
  server.use(
    circleHandlers.members(CIRCLE, recorded(calls, () => page(members))),
    circleHandlers.removeMembers(
      CIRCLE,
      recorded(calls, async (request) => {
        const { memberIds } = (await request.clone().json()) as { memberIds: number[] };
        members = members.filter((m) => !memberIds.includes(m.memberId));
        return { removed: memberIds.length };
      }),
    ),
    circleHandlers.requests(CIRCLE, recorded(calls, () => page([request]))),
    circleHandlers.decideJoinRequest(
      REQUEST.id,
      true,
      recorded(calls, () => {
        request = { ...request, operationResult: 1 };
        return null;
      }),
    ),
    circleHandlers.notices(CIRCLE, recorded(calls, [])),
    otherCalls(calls),
  );
});

describe('circle management', { timeout: 20_000 }, () => {
  it('G37 removes the selected members after a confirmation and shows the list read again', async () => {
    renderWithI18n(<CircleManagement circleId={CIRCLE} role="OWNER" />);
    const table = await screen.findByTestId('manage-members');
    fireEvent.click(within(table).getByRole('checkbox', { name: '陈静' }));
    fireEvent.click(screen.getByTestId('remove-selected'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(within(screen.getByTestId('manage-members')).queryByText('陈静')).toBeNull());
    expect(callsTo(calls, 'DELETE', `/post/circles/${CIRCLE}/members/batch`).map((c) => c.body)).toEqual([{ memberIds: [1005] }]);
    expect(callsTo(calls, 'GET', `/post/circles/${CIRCLE}/members/page`).length).toBe(2);
    expect(screen.getByText('刘洋')).toBeTruthy();
  });

  it('G41 accepting a request shows 已接受 in its row', async () => {
    renderWithI18n(<CircleManagement circleId={CIRCLE} role="ADMIN" />);
    fireEvent.click(await screen.findByTestId('manage-tab-requests'));
    const row = await screen.findByTestId('circle-request');
    expect(within(row).getByTestId('request-message').textContent).toContain('想交流制袋工艺');
    fireEvent.click(within(row).getByTestId('request-accept'));
    await waitFor(() => expect(within(screen.getByTestId('circle-request')).getByTestId('request-result').textContent).toBe('已接受'));
  });

  it('S09 a refused write shows the refusal; a notice that could not be sent keeps its text', async () => {
    server.use(circleHandlers.addNotice(CIRCLE, refuse(10403, 'no permission')));
    renderWithI18n(<CircleManagement circleId={CIRCLE} role="ADMIN" />);
    fireEvent.click(await screen.findByTestId('manage-tab-notices'));
    const input = await screen.findByTestId('notice-input');
    fireEvent.change(input, { target: { value: '本周六线下交流会' } });
    fireEvent.click(screen.getByTestId('notice-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('暂无权限操作，请联系平台管理员~');
    expect((screen.getByTestId('notice-input') as HTMLTextAreaElement).value).toBe('本周六线下交流会');

    server.use(circleHandlers.addNotice(CIRCLE, unreachable()));
    fireEvent.click(screen.getByTestId('notice-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('网络异常，请稍后重试'));
    expect((screen.getByTestId('notice-input') as HTMLTextAreaElement).value).toBe('本周六线下交流会');
  });
});
