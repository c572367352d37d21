/**
 * G22/P16: files attached to a post — each document goes through the upload flow under `file/post/` and is listed by
 * its name; other types and over-large files are refused before anything is sent; a failed upload says so and keeps
 * the files attached before (P30). The post detail lists the files as download links.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostFiles } from '@/components/post/post-files';
import { PostFilesField } from '@/components/post/post-files-field';
import type { PostFile } from '@/lib/contract/post';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/upload/upload', () => ({ uploadFile: upload }));

afterEach(() => vi.clearAllMocks());

const doc = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

function Field({ initial = [], onError = vi.fn() }: { initial?: PostFile[]; onError?: (m: string | null) => void }) {
  const [files, setFiles] = useState<PostFile[]>(initial);
  return <PostFilesField value={files} onChange={setFiles} onBusyChange={vi.fn()} onError={onError} />;
}

const names = () => [...screen.getByTestId('editor-files').querySelectorAll('li span')].map((s) => s.textContent);
const pick = async (files: File[]) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('editor-file-input'), { target: { files } });
  });
};

describe('P16 post attachments field', () => {
  it('P16 documents upload under file/post/ and are listed by their name', async () => {
    upload.mockImplementation(async (file: File, opts: { prefix: string }) => ({ key: 'k', url: `/api/files/oss/${opts.prefix}${'3'.repeat(36)}.pdf`, name: file.name, size: file.size, type: 'x' }));
    renderWithI18n(<Field />);
    await pick([doc('规格书.pdf'), doc('报价单.xlsx')]);
    await waitFor(() => expect(names()).toEqual(['规格书.pdf', '报价单.xlsx']));
    expect(upload.mock.calls.map((c) => (c[1] as { prefix: string }).prefix)).toEqual(['file/post/', 'file/post/']);
  });

  it('P16 another type or a file over 50 MB is refused before any upload', async () => {
    const onError = vi.fn();
    renderWithI18n(<Field onError={onError} />);
    await pick([doc('setup.exe')]);
    expect(onError).toHaveBeenLastCalledWith('仅支持 PDF、Word、Excel、PPT、TXT、CSV、ZIP、RAR 文件');
    await pick([doc('大文件.pdf', 50 * 1024 * 1024 + 1)]);
    expect(onError).toHaveBeenLastCalledWith('单个附件不能超过 50MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('P30 a failed upload says so and keeps the files attached before', async () => {
    upload.mockRejectedValue(new Error('network'));
    const onError = vi.fn();
    renderWithI18n(<Field initial={[{ name: '旧附件.pdf', url: `/api/files/oss/file/post/${'4'.repeat(36)}.pdf` }]} onError={onError} />);
    await pick([doc('新附件.pdf')]);
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('附件上传失败，请重试'));
    expect(names()).toEqual(['旧附件.pdf']);
  });
});

describe('P16 post detail', () => {
  it('P16 the detail lists the attached files as download links by name; no block without files', () => {
    const t = createTranslate(getMessages('zh'));
    const url = `/api/files/oss/file/post/${'5'.repeat(36)}.pdf`;
    const { unmount } = renderWithI18n(<PostFiles t={t} files={[{ name: '规格书.pdf', url }]} />);
    expect(screen.getByTestId('post-files').querySelector('h2')?.textContent).toBe('附件');
    const link = screen.getByRole('link', { name: '规格书.pdf' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([url, '规格书.pdf']);
    unmount();
    renderWithI18n(<PostFiles t={t} files={[]} />);
    expect(screen.queryByTestId('post-files')).toBeNull();
  });
});
