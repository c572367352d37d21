/**
 * Issue 5 §3 / P13 / P15: the composer's video picker (type and size checked before any upload, the upload
 * under video/post/ with its progress, remove, a failed upload keeping the post unchanged) and the video
 * rules of lib/upload.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPicker } from '@/components/post/video-picker';
import { VideoPlayer } from '@/components/post/video-player';
import { VIDEO_MAX_BYTES, videoProblem } from '@/lib/upload/video';
import { renderWithI18n } from './render';

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@/lib/upload/upload', () => upload);

const URL_OF = '/api/files/oss/video/post/0123456789abcdef0123456789abcdef0123.webm';

function Harness({ initial = null, onBusy }: { initial?: string | null; onBusy?: (b: boolean) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <VideoPicker value={value} onChange={setValue} onBusyChange={onBusy} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

async function pick(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('video-input'), { target: { files: [file] } });
  });
}

const sized = (name: string, type: string, size: number) => {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('videoProblem (lib/upload/video)', () => {
  it('takes MP4, MOV, WEBM and M4V up to 200 MB', () => {
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 1 })).toBeNull();
    expect(videoProblem({ name: 'a.webm', type: 'video/webm', size: VIDEO_MAX_BYTES })).toBeNull();
    expect(videoProblem({ name: 'a.mov', type: '', size: 10 })).toBeNull();
    expect(videoProblem({ name: 'a.avi', type: 'video/x-msvideo', size: 10 })).toBe('type');
    expect(videoProblem({ name: 'a.mp4', type: 'image/png', size: 10 })).toBe('type');
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 })).toBe('size');
    expect(videoProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 })).toBe('size');
  });
});

describe('VideoPicker', () => {
  it('refuses a wrong type and an oversized video before any upload', async () => {
    renderWithI18n(<Harness />);
    await pick(sized('a.avi', 'video/x-msvideo', 10));
    expect(screen.getByTestId('video-error').textContent).toBe('仅支持 MP4、MOV、WEBM 格式的视频');
    await pick(sized('b.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1));
    expect(screen.getByTestId('video-error').textContent).toBe('视频不能超过 200MB');
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it('uploads under video/post/ showing the progress, then previews the video and can remove it', async () => {
    let finish: (v: unknown) => void = () => undefined;
    let progress: ((p: number) => void) | undefined;
    upload.uploadFile.mockImplementation((_f: File, opts: { prefix: string; onProgress?: (p: number) => void }) => {
      progress = opts.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onBusy = vi.fn();
    renderWithI18n(<Harness onBusy={onBusy} />);
    await pick(sized('灌装线.webm', 'video/webm', 6000));
    expect(upload.uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ prefix: 'video/post/' }));
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await act(async () => progress?.(42));
    expect(screen.getByTestId('video-picker').textContent).toContain('视频上传中 42%');
    expect((screen.getByTestId('video-progress') as HTMLProgressElement).value).toBe(42);
    await act(async () => finish({ key: 'k', url: URL_OF, name: 'a.webm', size: 6000, type: 'video/webm' }));
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('value').textContent).toBe(URL_OF);
    expect(screen.getByTestId('video-preview').getAttribute('src')).toBe(URL_OF);
    fireEvent.click(screen.getByTestId('video-remove'));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('a failed upload shows the error and keeps the previous value', async () => {
    upload.uploadFile.mockRejectedValue(new Error('network'));
    renderWithI18n(<Harness />);
    await pick(sized('a.mp4', 'video/mp4', 100));
    expect(screen.getByTestId('video-error').textContent).toBe('视频上传失败');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByTestId('video-input')).toBeTruthy();
  });
});

describe('VideoPlayer (post detail gallery)', () => {
  it('plays going fullscreen; controls appear once started', async () => {
    renderWithI18n(<VideoPlayer src={URL_OF} title="灌装线" />);
    const video = screen.getByTestId('post-video-element') as HTMLVideoElement;
    const fullscreen = vi.fn().mockResolvedValue(undefined);
    const play = vi.fn().mockResolvedValue(undefined);
    Object.assign(video, { requestFullscreen: fullscreen, play });
    expect(video.controls).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByTestId('post-video-play'));
    });
    expect(fullscreen).toHaveBeenCalled();
    expect(play).toHaveBeenCalled();
    expect(video.controls).toBe(true);
    expect(screen.queryByTestId('post-video-play')).toBeNull();
  });
});
