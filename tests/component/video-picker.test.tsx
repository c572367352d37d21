/**
 * Issue 5 §3 / P13 / P15: the composer's video picker (type and size checked before any upload, the upload
 * under video/post/ with its progress, remove, a failed upload keeping the post unchanged) and the video
 * rules of lib/upload.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPicker } from '@/components/post/video-picker';
import { VideoPlayer } from '@/components/post/video-player';
import type { StoredObject } from '@/lib/contract/upload';
import { VIDEO_MAX_BYTES, videoProblem } from '@/lib/upload/video';
import { postObjectOf, storedObject, uploadHandlers, uploadSign, watchUploadProgress } from '../mocks/handlers/upload';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const URL_OF = '/api/files/oss/video/post/0123456789abcdef0123456789abcdef0123.webm';

/** The signature prefixes asked and the keys sent to the storage. */
let signs: string[];
let stored: string[];
/**
 * The upload targets of the requests that listen to their upload progress. msw answers a request whole, so
 * the partial progress of a slow upload is reported the way the browser does it: a `progress` event there.
 */
let uploads: EventTarget[];

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
  signs = [];
  stored = [];
  uploads = [];
  watchUploadProgress(uploads);
  server.use(
    uploadHandlers.sign((request) => {
      const dir = new URL(request.url).searchParams.get('dir') ?? '';
      signs.push(dir);
      return uploadSign(dir);
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

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
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(signs).toEqual([]);
    expect(uploads).toEqual([]);
  });

  it('uploads under video/post/ showing the progress, then previews the video and can remove it', async () => {
    let finish: (v: StoredObject) => void = () => undefined;
    let fields: string[] = [];
    server.use(
      uploadHandlers.store(async (request) => {
        const sent = await postObjectOf(request);
        stored.push(sent.key);
        fields = sent.fields;
        return new Promise<StoredObject>((resolve) => {
          finish = resolve;
        });
      }),
    );
    const onBusy = vi.fn();
    renderWithI18n(<Harness onBusy={onBusy} />);
    await pick(sized('灌装线.webm', 'video/webm', 6000));
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(signs).toEqual(['video/post/']);
    expect(stored[0]).toMatch(/^video\/post\/[^/]+\.webm$/);
    expect(fields).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file']);
    expect(screen.getByTestId('video-picker').textContent).toContain('视频上传中 0%');
    // the browser reports 42 of 100 bytes sent
    await act(async () => {
      uploads.at(-1)?.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 42, total: 100 }));
    });
    await waitFor(() => expect(screen.getByTestId('video-picker').textContent).toContain('视频上传中 42%'));
    expect((screen.getByTestId('video-progress') as HTMLProgressElement).value).toBe(42);
    expect(onBusy).toHaveBeenLastCalledWith(true);
    const key = stored[0] as string;
    await act(async () => finish(storedObject(key, { url: URL_OF, name: 'a.webm', size: 6000, type: 'video/webm' })));
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(false));
    expect(screen.getByTestId('value').textContent).toBe(URL_OF);
    expect(screen.getByTestId('video-preview').getAttribute('src')).toBe(URL_OF);
    fireEvent.click(screen.getByTestId('video-remove'));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('a failed upload shows the error and keeps the previous value', async () => {
    server.use(uploadHandlers.storeUnreachable((request) => stored.push(new URL(request.url).pathname)));
    renderWithI18n(<Harness />);
    await pick(sized('a.mp4', 'video/mp4', 100));
    expect(await screen.findByTestId('video-error')).toBeTruthy();
    expect(screen.getByTestId('video-error').textContent).toBe('视频上传失败');
    expect(signs).toEqual(['video/post/']);
    expect(stored).toEqual(['/api/oss']);
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
