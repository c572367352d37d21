/**
 * L18–L20, P22, P28: the company file manager — files by kind, upload through the signed flow under
 * company/image/ with progress, drag-sort, regroup, delete, and groups (add, delete).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileManager } from '@/components/company/file-manager';
import { moveItem } from '@/components/company/move-item';
import { UPLOAD_PREFIX } from '@/lib/constants';
import { renderWithI18n } from './render';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ clientTransport: api }));
vi.mock('@/lib/upload/upload', () => ({ uploadFile: upload }));
// Lazy islands load their code on first use; this machine is slow and shared.
configure({ asyncUtilTimeout: 8000 });

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const FILES = [
  { id: 1, companyId: 7, groupId: 100, kind: 1, name: '车间', url: '/api/oss/company/image/a.png', sort: 0 },
  { id: 2, companyId: 7, groupId: null, kind: 1, name: '仓库', url: '/api/oss/company/image/b.png', sort: 1 },
  { id: 3, companyId: 7, groupId: null, kind: 1, name: '大楼', url: '/api/oss/company/image/c.png', sort: 2 },
  { id: 4, companyId: 7, groupId: null, kind: 4, name: '画册.pdf', url: '/api/oss/company/pdf/d.pdf', sort: 3 },
];
const GROUPS = [{ id: 100, companyId: 7, name: '厂区环境', sort: 0 }];

function renderManager() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithI18n(
    <QueryClientProvider client={client}>
      <FileManager companyId={7} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.get.mockImplementation((path: string) => Promise.resolve(path === '/company/company/file' ? FILES : path === '/company/company/file-group/list' ? GROUPS : []));
  api.post.mockResolvedValue({ id: 9 });
  api.put.mockResolvedValue(true);
  api.del.mockResolvedValue(true);
});
afterEach(() => vi.clearAllMocks());

describe('company file manager', { timeout: 20_000 }, () => {
  it('L19 moveItem moves one item and keeps the rest in order', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('L18 lists the album by default; the pdf kind shows the pdf', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '企业画册' }));
    await waitFor(() => expect(within(list).getByText('画册.pdf')).toBeTruthy());
  });

  it('L20 P22 uploads an album image under company/image/ with progress and adds it as kind 1, named after the picked file', async () => {
    let report: ((n: number) => void) | undefined;
    let finish: ((v: unknown) => void) | undefined;
    upload.mockImplementation((_file: File, opts: { prefix: string; onProgress: (n: number) => void }) => {
      report = opts.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderManager();
    await screen.findByTestId('file-manager-list');
    const file = new File([new Uint8Array([71, 73, 70])], 'new.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('file-upload'), { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ prefix: UPLOAD_PREFIX.companyImage });
    report?.(40);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40'));
    finish?.({ key: 'company/image/x.gif', url: '/api/oss/company/image/x.gif', name: 'new.gif', size: 3, type: 'image/gif' });
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/company/company/file',
        expect.objectContaining({ body: { companyId: 7, kind: 1, name: 'new', url: '/api/oss/company/image/x.gif', groupId: null } }),
      ),
    );
  });

  it('L19 dragging a file onto another sends the new order of every file', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const items = list.querySelectorAll('li');
    fireEvent.dragStart(items[0] as Element);
    fireEvent.drop(items[2] as Element);
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/company/company/file/sort', expect.objectContaining({ body: { companyId: 7, ids: [2, 3, 1, 4] } })));
  });

  it('L18 L19 regroups and deletes a file; adds and deletes a group', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const second = list.querySelectorAll('li')[1] as HTMLElement;
    const select = within(second).getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    fireEvent.change(select, { target: { value: '100' } });
    await waitFor(() => expect(api.put.mock.calls).toContainEqual(['/company/company/file', expect.objectContaining({ body: { id: 2, groupId: 100 } })]));
    fireEvent.click(within(second).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith('/company/company/file/2', expect.anything()));
    fireEvent.change(screen.getByLabelText('分组名称'), { target: { value: '检测设备' } });
    fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/company/company/file-group', expect.objectContaining({ body: { companyId: 7, name: '检测设备' } })));
    const group = within(screen.getByTestId('file-groups')).getByDisplayValue('厂区环境').closest('li') as HTMLElement;
    fireEvent.click(within(group).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith('/company/company/file-group/100', expect.anything()));
  });

  it('L18 L19 renames a file and a group on leaving the field; an unchanged name sends nothing', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const name = within(list.querySelectorAll('li')[0] as HTMLElement).getByTestId('file-name');
    fireEvent.blur(name);
    fireEvent.change(name, { target: { value: '一号车间' } });
    fireEvent.blur(name);
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/company/company/file', expect.objectContaining({ body: { id: 1, name: '一号车间' } })));
    expect(api.put).toHaveBeenCalledTimes(1);
    const group = await within(screen.getByTestId('file-groups')).findByDisplayValue('厂区环境');
    fireEvent.change(group, { target: { value: '厂区' } });
    fireEvent.blur(group);
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/company/company/file-group', expect.objectContaining({ body: { id: 100, name: '厂区' } })));
  });

  it('L19 dragging a group onto another sends the new group order', async () => {
    api.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/company/company/file' ? FILES : path === '/company/company/file-group/list' ? [...GROUPS, { id: 101, companyId: 7, name: '资质证书', sort: 1 }] : []),
    );
    renderManager();
    const groups = await screen.findByTestId('file-groups');
    await waitFor(() => expect(groups.querySelectorAll('li')).toHaveLength(2));
    const [a, b] = Array.from(groups.querySelectorAll('li')) as HTMLElement[];
    fireEvent.dragStart(b as HTMLElement);
    fireEvent.drop(a as HTMLElement);
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/company/company/file-group/sort', expect.objectContaining({ body: { companyId: 7, ids: [101, 100] } })));
  });

  it('L20 P22 a file of the wrong type is refused before anything is sent', async () => {
    renderManager();
    await screen.findByTestId('file-manager-list');
    fireEvent.change(screen.getByTestId('file-upload'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('仅支持 jpg、png、gif、webp 格式的图片')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});
