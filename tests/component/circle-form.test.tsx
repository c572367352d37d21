/**
 * G40: the circle form (create / edit): validation messages per field, the avatar upload under
 * image/circle/ with its progress, the trimmed create body, edit loading current values, and a failed
 * save keeping every input with the error shown.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleFormDialog } from '@/components/circle/circle-form-dialog';
import { circleImageProblem } from '@/components/circle/circle-image-field';
import { renderWithI18n } from './render';

const api = vi.hoisted(() => ({
  t: {},
  getCircleMenu: vi.fn(),
  getCircleDetail: vi.fn(),
  createCircle: vi.fn(),
  updateCircle: vi.fn(),
}));
vi.mock('@/components/circle/client-api', () => ({
  circleApi: async () => api,
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : String(e)),
  errorCode: () => null,
}));
const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/upload/upload', () => upload);

const AVATAR = '/api/files/oss/image/circle/0123456789abcdef0123456789abcdef0123.png';

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
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await settle();
}

const type = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  const input = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : (el.querySelector('input, textarea') as HTMLElement);
  fireEvent.change(input, { target: { value } });
};

beforeEach(() => {
  vi.clearAllMocks();
  api.getCircleMenu.mockResolvedValue({ records: [{ id: 1, name: '食品配料', circleCount: 3 }], total: 1, size: 50, current: 1, pages: 1 });
  upload.uploadFile.mockImplementation(async (_file: File, opts: { prefix: string; onProgress?: (p: number) => void }) => {
    opts.onProgress?.(50);
    return { key: AVATAR.slice('/api/files/oss/'.length), url: AVATAR, name: 'logo.png', size: 4, type: 'image/png' };
  });
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
    expect(api.createCircle).not.toHaveBeenCalled();
  });

  it('limits the name to 20 characters', async () => {
    open();
    await settle();
    type('circle-form-name', '很'.repeat(21));
    await submit();
    expect(document.body.textContent).toContain('圈子名称不能超过 20 个字');
    expect(api.createCircle).not.toHaveBeenCalled();
  });

  it('uploads the avatar under image/circle/ and creates the circle with the trimmed values', async () => {
    api.createCircle.mockResolvedValue({ circleId: 77 });
    const { onSaved } = open();
    await settle();
    type('circle-form-name', '  烘焙原料研习社 ');
    await pickAvatar();
    expect(upload.uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ prefix: 'image/circle/' }));
    expect(screen.getByTestId('circle-form-avatar-preview').getAttribute('src')).toBe(AVATAR);
    type('circle-form-category', '食品配料');
    type('circle-form-description', '油脂、乳粉、酶制剂选型交流');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(api.createCircle).toHaveBeenCalledWith(api.t, {
      circleName: '烘焙原料研习社',
      description: '油脂、乳粉、酶制剂选型交流',
      avatar: AVATAR,
      coverImg: null,
      category: '食品配料',
      isPublic: true,
    });
  });

  it('a refused image type shows its message and uploads nothing', async () => {
    open();
    await settle();
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('circle-form-avatar-input'), { target: { files: [file] } });
    });
    expect(document.body.textContent).toContain('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('a failed save shows the API message and keeps every input', async () => {
    api.createCircle.mockRejectedValue(new Error('circleName: a circle with this name already exists'));
    const { onSaved } = open();
    await settle();
    type('circle-form-name', '烘焙原料研习社');
    await pickAvatar();
    type('circle-form-category', '食品配料');
    type('circle-form-description', '油脂、乳粉、酶制剂选型交流');
    await submit();
    expect(screen.getByTestId('circle-form-error').textContent).toContain('保存失败：circleName: a circle with this name already exists');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByTestId('circle-form-name') as HTMLInputElement).value).toBe('烘焙原料研习社');
    expect((screen.getByTestId('circle-form-description') as HTMLTextAreaElement).value).toBe('油脂、乳粉、酶制剂选型交流');
    expect(screen.getByTestId('circle-form-avatar-preview').getAttribute('src')).toBe(AVATAR);
  });
});

describe('CircleFormDialog (edit)', () => {
  it('loads the current values and saves them with the circle id', async () => {
    api.getCircleDetail.mockResolvedValue({
      circleId: 5,
      circleName: '包装印刷质检圈',
      description: '色差与套准',
      avatar: AVATAR,
      coverImg: null,
      category: '包装印刷',
      isPublic: false,
    });
    api.updateCircle.mockResolvedValue({ circleId: 5 });
    const { onSaved } = open(5);
    await settle();
    expect((screen.getByTestId('circle-form-name') as HTMLInputElement).value).toBe('包装印刷质检圈');
    type('circle-form-description', '色差、套准与 ISO 12647 实践');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(api.updateCircle).toHaveBeenCalledWith(api.t, expect.objectContaining({ circleId: 5, description: '色差、套准与 ISO 12647 实践', isPublic: false, category: '包装印刷' }));
  });
});
