import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleNavBar } from '@/components/circle/circle-nav-bar';
import type { CallerMemberType } from '@/lib/contract/circle';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { refuse } from '../mocks/envelope';
import { circleDetail, circleHandlers } from '../mocks/handlers/circle';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { router } from './navigation';

/** G31–G35, U35, O26: the join / pending / leave / publish / share states of the circle navigation bar. */
const { push } = router;

startMockServer();

/** Every call the bar made and got an answer to, as `METHOD path`. */
const calls: string[] = [];
server.events.on('response:mocked', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
});

function signIn(banned = false) {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: banned, memberInfo: { memberId: 1001, isBanned: banned } as MemberBasicInfo });
}

function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, isBanned: false, memberInfo: null });
}

const reload = vi.fn();

function asMember(type: CallerMemberType) {
  server.use(circleHandlers.detail(7, circleDetail(7, type)));
}

async function renderBar(isPublic = true) {
  renderWithI18n(<CircleNavBar circleId={7} isPublic={isPublic} />);
  await waitFor(() => expect(screen.getByTestId('circle-nav').getAttribute('data-member-type')).not.toBeNull());
}

describe('CircleNavBar', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    calls.length = 0;
    signIn();
    useDialogs.setState({ login: { open: false, options: {} } });
    // a real URL keeps the origin the API client resolves `/api` against; only reload is replaced
    Object.defineProperty(window, 'location', { configurable: true, value: Object.assign(new URL('http://localhost:3000/circle/7'), { reload }) });
  });

  it('a visitor sees join and publish; both open the login dialog (G20)', async () => {
    asVisitor();
    await renderBar();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('circle-publish'));
    expect(useDialogs.getState().login.open).toBe(true);
    expect(useDialogs.getState().login.options.redirect).toBe('/circle/7');
    expect(screen.getByTestId('circle-join')).toBeTruthy();
  });

  it('G31 a non-member joins a public circle and the page reloads', async () => {
    asMember(-1);
    server.use(circleHandlers.join(7, { circleMemberType: 'JOINED' }));
    await renderBar(true);
    await act(async () => {
      fireEvent.click(screen.getByTestId('circle-join'));
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls).toEqual(['GET /post/circles/detail/7', 'POST /post/circles/7/join']);
  });

  it('G32 issue 18 item 9: a private circle asks for a message for the admins, sends it with the request and shows 申请已发出，待管理员审核', async () => {
    asMember(-1);
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/post/circles/7/requests')) bodies.push(await request.clone().json());
    });
    server.use(circleHandlers.request(7, { circleMemberType: 'PENDING' }));
    useSessionStore.setState({ memberInfo: { memberId: 1001, isBanned: false, nickname: '王浩', company: '华鼎食品', position: '采购经理' } as MemberBasicInfo });
    await renderBar(false);
    fireEvent.click(screen.getByTestId('circle-join'));
    // the dialog's code loads when it is first opened (a lazy island)
    const text = (await screen.findByTestId('join-request-message')) as HTMLTextAreaElement;
    expect(text.value).toBe('我是华鼎食品的采购经理王浩，申请加入圈子');
    expect(calls).toEqual(['GET /post/circles/detail/7']);
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('join-request-send'));
    expect(screen.getByRole('alert').textContent).toBe('请填写申请理由');
    expect(calls).toEqual(['GET /post/circles/detail/7']);
    fireEvent.change(text, { target: { value: '华鼎食品采购经理，想了解包材供应商' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('join-request-send'));
    });
    await waitFor(() => expect(screen.getByTestId('circle-pending').textContent).toBe('申请已发出，待管理员审核'));
    expect(calls).toEqual(['GET /post/circles/detail/7', 'POST /post/circles/7/requests']);
    expect(bodies).toEqual([{ requestType: 1, message: '华鼎食品采购经理，想了解包材供应商' }]);
    expect(screen.queryByTestId('circle-join')).toBeNull();
    expect(screen.queryByTestId('join-request-dialog')).toBeNull();
  });

  it('U35 PENDING shows the request text and no join button', async () => {
    asMember('PENDING');
    await renderBar(false);
    expect(screen.getByTestId('circle-pending').textContent).toBe('申请已发出，待管理员审核');
    expect(screen.queryByTestId('circle-join')).toBeNull();
  });

  it('G34/G33 JOINED hides join, shows leave behind a confirm', async () => {
    asMember('JOINED');
    server.use(circleHandlers.leave(7, true));
    await renderBar();
    expect(screen.queryByTestId('circle-join')).toBeNull();
    expect(screen.queryByTestId('circle-manage')).toBeNull();
    fireEvent.click(screen.getByTestId('circle-leave'));
    expect(calls).not.toContain('DELETE /post/circles/7/leave');
    await act(async () => {
      fireEvent.click(screen.getByTestId('confirm-ok'));
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls).toContain('DELETE /post/circles/7/leave');
  });

  it('OWNER and ADMIN see the management link; the owner cannot leave', async () => {
    asMember('OWNER');
    await renderBar();
    expect(screen.getByTestId('circle-manage').getAttribute('href')).toBe('/circle/management/7');
    expect(screen.queryByTestId('circle-leave')).toBeNull();
  });

  it('U12 the join-request controls (the management page) are offered to OWNER and ADMIN only', async () => {
    for (const type of ['OWNER', 'ADMIN'] as const) {
      asMember(type);
      const view = renderWithI18n(<CircleNavBar circleId={7} isPublic={false} />);
      await waitFor(() => expect(screen.getByTestId('circle-nav').getAttribute('data-member-type')).toBe(type));
      expect(screen.getByTestId('circle-manage').getAttribute('href')).toBe('/circle/management/7');
      view.unmount();
    }
    for (const type of ['JOINED', 'PENDING', -1] as const) {
      asMember(type);
      const view = renderWithI18n(<CircleNavBar circleId={7} isPublic={false} />);
      await waitFor(() => expect(screen.getByTestId('circle-nav').getAttribute('data-member-type')).toBe(String(type)));
      expect(screen.queryByTestId('circle-manage')).toBeNull();
      view.unmount();
    }
    asVisitor();
    await renderBar(false);
    expect(screen.queryByTestId('circle-manage')).toBeNull();
  });

  it('G35/G18 publish: a non-member gets the join message, a banned member the banned message, a member goes to the editor', async () => {
    asMember(-1);
    await renderBar();
    fireEvent.click(screen.getByTestId('circle-publish'));
    expect(screen.getByTestId('circle-message').textContent).toBe('请先加入圈子再发布');
    expect(push).not.toHaveBeenCalled();
  });

  it('G19 a banned member cannot publish', async () => {
    asMember('JOINED');
    signIn(true);
    await renderBar();
    fireEvent.click(screen.getByTestId('circle-publish'));
    expect(screen.getByTestId('circle-message').textContent).toBe('您的账号已被禁言，请联系管理员');
    expect(push).not.toHaveBeenCalled();
  });

  it('a JOINED member publishing lands on the editor with the circle preset', async () => {
    asMember('JOINED');
    await renderBar();
    fireEvent.click(screen.getByTestId('circle-publish'));
    expect(push).toHaveBeenCalledWith('/circle/post/create?circleId=7');
  });

  it('G34 a visitor opens share: the panel shows the circle mini-app code, the page QR and copy link', async () => {
    asVisitor();
    server.use(circleHandlers.miniappCode(7, '/api/files/qr?text=circle-7'));
    await renderBar();
    const button = await screen.findByTestId('share-button');
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.click(button);
    });
    const code = await screen.findByTestId('share-miniapp-code');
    const panel = screen.getByTestId('share-panel');
    expect(calls).toEqual(['GET /post/circles/7/miniapp-code']);
    expect(code.getAttribute('src')).toBe('/api/files/qr?text=circle-7');
    expect(code.getAttribute('alt')).toBe('小程序码');
    expect(panel.textContent).toContain('微信扫一扫');
    expect(panel.textContent).toContain('复制链接');
  });

  it('G34 members share too; a failed mini-app code call shows the failure text inside the panel', async () => {
    asMember('JOINED');
    server.use(circleHandlers.miniappCode(7, refuse(1, 'boom')));
    await renderBar();
    await act(async () => {
      fireEvent.click(await screen.findByTestId('share-button'));
    });
    await waitFor(() => expect(screen.getByTestId('share-miniapp').textContent).toBe('小程序码加载失败'));
    expect(screen.queryByTestId('share-miniapp-code')).toBeNull();
    expect(screen.getByTestId('share-panel').textContent).toContain('复制链接');
  });
});
