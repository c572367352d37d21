import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from 'antd';
import { AvatarField } from '@/components/account/avatar-field';
import { MemberRow } from '@/components/people/live-member-list';
import { UserArea } from '@/components/layout/user-area';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useSessionStore } from '@/stores/session';
import { chatHandlers } from '../mocks/handlers/chat';
import { memberHandlers, memberInfo } from '../mocks/handlers/member';
import { msgHandlers } from '../mocks/handlers/msg';
import { postObjectOf, storedObject, uploadHandlers } from '../mocks/handlers/upload';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/people/1001';
});

/**
 * Issue 18 item 2: /edit-info is reachable from the avatar menu; the avatar is cropped, uploaded and saved; visitors
 * show when they came. The network is mocked with msw (the upload flow and the avatar call run for real).
 */

// the square crop draws on a canvas, which happy-dom does not have
const cropToSquare = vi.fn();
vi.mock('@/lib/upload/avatar', async (importOriginal) => ({ ...(await importOriginal<object>()), cropToSquare: (f: File) => cropToSquare(f) }));

startMockServer();

const me: MemberBasicInfo = memberInfo({ memberId: 1001, nickname: '王浩', avatar: null });
/** The keys sent to the storage and the avatar saves. */
let stored: { key: string; name: string | undefined; size: number | undefined }[];
let saves: unknown[];

describe('profile entry points', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stored = [];
    saves = [];
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false, memberInfo: me });
    URL.createObjectURL = vi.fn(() => 'blob:square');
    URL.revokeObjectURL = vi.fn();
    server.use(
      // the header's unread badge
      msgHandlers.noticeCount({ noticeUnreadMessageCount: 0, commentUnreadMessageCount: 0, circleRequestUnreadMessageCount: 0, friendApplicationsPendingCount: 0 }),
      chatHandlers.conversations([]),
      uploadHandlers.sign(),
      uploadHandlers.store(async (request) => {
        const { key, file } = await postObjectOf(request);
        stored.push({ key, name: file?.name, size: file?.size });
        return storedObject(key);
      }),
      memberHandlers.updateAvatar(async (request) => {
        const body = await bodyOf<{ avatar: string }>(request);
        saves.push(body);
        return { ...me, avatar: body.avatar };
      }),
    );
  });

  it('the avatar menu links to /edit-info between home and settings', async () => {
    renderWithI18n(<UserArea />);
    fireEvent.click(await screen.findByTestId('header-avatar'));
    const items = screen.getAllByRole('menuitem').map((el) => el.textContent);
    expect(items).toEqual(['个人主页', '编辑资料', '账号设置', '退出登录']);
    expect(screen.getByTestId('menu-edit-info').getAttribute('href')).toBe('/edit-info');
  });

  it('a picked image is cropped square, confirmed, uploaded under image/avatar/ and saved; the header avatar follows', async () => {
    const square = new File(['square'], 'me.png', { type: 'image/png' });
    cropToSquare.mockResolvedValue(square);
    renderWithI18n(
      <App>
        <AvatarField avatar={null} name="王浩" />
      </App>,
    );
    const input = screen.getByTestId('avatar-input') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['raw'], 'me.png', { type: 'image/png' })] } });
    });
    expect(cropToSquare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('avatar-preview')).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByTestId('avatar-save'));
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    // the cropped square is what was stored, under image/avatar/
    expect(stored).toEqual([{ key: expect.stringMatching(/^image\/avatar\/[^/]+\.png$/), name: 'me.png', size: square.size }]);
    expect(saves).toEqual([{ avatar: `/api/files/oss/${stored[0]!.key}` }]);
    await waitFor(() => expect(useSessionStore.getState().memberInfo?.avatar).toBe(`/api/files/oss/${stored[0]!.key}`));
  });

  it('a file that is not an image shows a message and is never uploaded', async () => {
    renderWithI18n(
      <App>
        <AvatarField avatar={null} name="王浩" />
      </App>,
    );
    await act(async () => {
      fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    });
    expect(screen.getByTestId('avatar-error').textContent).toBe('请选择 JPG、PNG、GIF 或 WebP 图片');
    expect(cropToSquare).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(stored).toEqual([]);
    expect(saves).toEqual([]);
  });

  it('I10 a visitor row says when the visit happened (zh and en)', () => {
    const item = { memberId: 1002, name: '李娜', avatar: null, position: null, company: null, isFriend: false, hasPendingFriendRequest: false, isFollowed: false };
    const recent = new Date(Date.now() - 3 * 60_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const { unmount } = renderWithI18n(<ul><MemberRow item={{ ...item, viewTime: recent }} me={1001} onChange={() => undefined} /></ul>);
    expect(screen.getByTestId('visit-time').textContent).toBe('3分钟前访问');
    unmount();
    renderWithI18n(<ul><MemberRow item={{ ...item, viewTime: recent }} me={1001} onChange={() => undefined} /></ul>, 'en');
    expect(screen.getByTestId('visit-time').textContent).toBe('Visited 3 minutes ago');
  });
});
