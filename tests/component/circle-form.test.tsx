/**
 * G40: the circle form (create / edit): validation messages per field, the avatar upload under
 * image/circle/ with its progress, the trimmed create body, edit loading current values, and a failed
 * save keeping every input with the error shown.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleFormDialog } from '@/components/circle/circle-form-dialog';
import { circleImageProblem } from '@/components/circle/circle-image-field';
import type { CircleSaveResult } from '@/lib/contract/circle';
import { pageOf, refuse, type Refusal } from '../mocks/envelope';
import { circleDetail, circleHandlers } from '../mocks/handlers/circle';
import { postObjectOf, storedObject, uploadHandlers } from '../mocks/handlers/upload';
import { bodyOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** What the form sent: sign prefixes, stored keys, create and update bodies; and the next save answer. */
let signs: string[];
let stored: string[];
let creates: unknown[];
let updates: unknown[];
let saveAnswer: CircleSaveResult | Refusal;

/** Where the last uploaded avatar is served. */
const avatarUrl = () => `/api/files/oss/${stored.at(-1)}`;

function open(circleId: number | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(<CircleFormDialog circleId={circleId} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 60));
  });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('circle-form-submit'));
  });
  await settle();
}

async function pickAvatar() {
  const input = screen.getByTestId('circle-form-avatar-input');
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
  const before = stored.length;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  // signature, then the PostObject; the field shows the stored image once the storage has answered
  await waitFor(() => expect(stored).toHaveLength(before + 1));
  await waitFor(() => expect(screen.getByTestId('circle-form-avatar-preview').getAttribute('src')).toBe(avatarUrl()));
}

const type = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  const input = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : (el.querySelector('input, textarea') as HTMLElement);
  fireEvent.change(input, { target: { value } });
};

beforeEach(() => {
  signs = [];
  stored = [];
  creates = [];
  updates = [];
  saveAnswer = { circleId: 77 };
  server.use(
    circleHandlers.menu(pageOf([{ id: 1, name: '食品配料', circleCount: 3 }], { size: 50 })),
    uploadHandlers.sign((request) => {
      const dir = new URL(request.url).searchParams.get('dir') ?? '';
      signs.push(dir);
      return { signature: 'sig', policy: 'cG9saWN5', accessKeyId: 'local', uploadHost: '/api/oss', dir, expire: 2_000_000_000, fileHost: '/api/files/oss/', securityToken: null };
    }),
    uploadHandlers.store(async (request) => {
      const { key, file } = await postObjectOf(request);
      stored.push(key);
      return storedObject(key, { name: file?.name ?? '', size: file?.size ?? 0, type: file?.type ?? '' });
    }),
    circleHandlers.create(async (request) => {
      creates.push(await bodyOf(request));
      return saveAnswer;
    }),
    circleHandlers.update(async (request) => {
      updates.push(await bodyOf(request));
      return saveAnswer;
    }),
  );
});

describe('circleImageProblem', () => {
  it('accepts JPEG, PNG, GIF and WEBP up to 10 MB', () => {
    expect(circleImageProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(circleImageProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('type');
    expect(circleImageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('CircleFormDialog (create)', () => {
  it('shows a message for every missing required field and makes no call', async () => {
    open();
    await settle();
    await submit();
    const text = document.body.textContent ?? '';
    expect(text).toContain('请输入圈子名称');
    expect(text).toContain('请上传圈子头像');
    expect(text).toContain('请选择或输入圈子分类');
    expect(text).toContain('请输入圈子简介');
    expect(creates).toEqual([]);
  });

  it('limits the name to 20 characters', async () => {
    open();
    await settle();
    type('circle-form-name', '很'.repeat(21));
    await submit();
    expect(document.body.textContent).toContain('圈子名称不能超过 20 个字');
    expect(creates).toEqual([]);
  });

  it('uploads the avatar under image/circle/ and creates the circle with the trimmed values', async () => {
    const { onSaved } = open();
    await settle();
    type('circle-form-name', '  烘焙原料研习社 ');
    await pickAvatar();
    expect(signs).toEqual(['image/circle/']);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^image\/circle\/[^/]+\.png$/);
    expect(screen.getByTestId('circle-form-avatar-preview').getAttribute('src')).toBe(avatarUrl());
    type('circle-form-category', '食品配料');
    type('circle-form-description', '油脂、乳粉、酶制剂选型交流');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(creates).toEqual([
      {
        circleName: '烘焙原料研习社',
        description: '油脂、乳粉、酶制剂选型交流',
        avatar: avatarUrl(),
        coverImg: null,
        category: '食品配料',
        isPublic: true,
      },
    ]);
  });

  it('a refused image type shows its message and uploads nothing', async () => {
    open();
    await settle();
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('circle-form-avatar-input'), { target: { files: [file] } });
    });
    expect(document.body.textContent).toContain('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    await settle();
    expect(signs).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('a failed save shows the API message and keeps every input', async () => {
    saveAnswer = refuse(1, 'circleName: a circle with this name already exists');
    const { onSaved } = open();
    await settle();
    type('circle-form-name', '烘焙原料研习社');
    await pickAvatar();
    type('circle-form-category', '食品配料');
    type('circle-form-description', '油脂、乳粉、酶制剂选型交流');
    await submit();
    await waitFor(() => expect(screen.getByTestId('circle-form-error').textContent).toContain('保存失败：circleName: a circle with this name already exists'));
    expect(creates).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByTestId('circle-form-name') as HTMLInputElement).value).toBe('烘焙原料研习社');
    expect((screen.getByTestId('circle-form-description') as HTMLTextAreaElement).value).toBe('油脂、乳粉、酶制剂选型交流');
    expect(screen.getByTestId('circle-form-avatar-preview').getAttribute('src')).toBe(avatarUrl());
  });
});

describe('CircleFormDialog (edit)', () => {
  it('loads the current values and saves them with the circle id', async () => {
    const AVATAR = '/api/files/oss/image/circle/0123456789abcdef0123456789abcdef0123.png';
    server.use(
      circleHandlers.detail(
        5,
        circleDetail(5, 'OWNER', { circleName: '包装印刷质检圈', description: '色差与套准', avatar: AVATAR, coverImg: null, category: '包装印刷', isPublic: false }),
      ),
    );
    saveAnswer = { circleId: 5 };
    const { onSaved } = open(5);
    await waitFor(() => expect((screen.getByTestId('circle-form-name') as HTMLInputElement).value).toBe('包装印刷质检圈'));
    type('circle-form-description', '色差、套准与 ISO 12647 实践');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(updates).toEqual([
      expect.objectContaining({ circleId: 5, circleName: '包装印刷质检圈', description: '色差、套准与 ISO 12647 实践', avatar: AVATAR, isPublic: false, category: '包装印刷' }),
    ]);
    expect(creates).toEqual([]);
  });
});
