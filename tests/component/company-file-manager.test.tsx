/**
 * L18–L20, P22, P28: the company file manager — files by kind, upload through the signed flow under
 * company/image/ with progress, drag-sort, regroup, delete, and groups (add, delete). The network is mocked
 * with msw: the manager runs its real queries, the API client and the upload flow.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileManager } from '@/components/company/file-manager';
import { moveItem } from '@/components/company/move-item';
import type { CompanyFile, CompanyFileGroup } from '@/lib/contract/company';
import type { StoredObject } from '@/lib/contract/upload';
import { companyHandlers } from '../mocks/handlers/company';
import { postObjectOf, storedObject, uploadHandlers, watchUploadProgress } from '../mocks/handlers/upload';
import { callsTo, otherCalls, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { confirmPopup, pickOption } from './antd-helpers';
import { renderWithI18n } from './render';

// Lazy islands load their code on first use; this machine is slow and shared.
configure({ asyncUtilTimeout: 8000 });


startMockServer();

const FILES: CompanyFile[] = [
  { id: 1, companyId: 7, groupId: 100, kind: 1, name: '车间', url: '/api/oss/company/image/a.png', sort: 0 },
  { id: 2, companyId: 7, groupId: null, kind: 1, name: '仓库', url: '/api/oss/company/image/b.png', sort: 1 },
  { id: 3, companyId: 7, groupId: null, kind: 1, name: '大楼', url: '/api/oss/company/image/c.png', sort: 2 },
  { id: 4, companyId: 7, groupId: null, kind: 4, name: '画册.pdf', url: '/api/oss/company/pdf/d.pdf', sort: 3 },
];
const GROUPS: CompanyFileGroup[] = [{ id: 100, companyId: 7, name: '厂区环境', sort: 0 }];
/** Every call the manager made, and the keys sent to the storage. */
let calls: SentCall[];
let stored: string[];
const bodies = (method: string, path: string) => callsTo(calls, method, path).map((c) => c.body);

function renderManager() {
  renderWithI18n(<FileManager companyId={7} onClose={vi.fn()} />);
}

beforeEach(() => {
  calls = [];
  stored = [];
  server.use(
    companyHandlers.files(recorded(calls, FILES)),
    companyHandlers.fileGroups(recorded(calls, GROUPS)),
    companyHandlers.addFile(recorded(calls, { id: 9 })),
    companyHandlers.updateFile(recorded(calls, true)),
    companyHandlers.deleteFile(recorded(calls, true)),
    companyHandlers.sortFiles(recorded(calls, true)),
    companyHandlers.addFileGroup(recorded(calls, { id: 9 })),
    companyHandlers.renameFileGroup(recorded(calls, true)),
    companyHandlers.deleteFileGroup(recorded(calls, true)),
    companyHandlers.sortFileGroups(recorded(calls, true)),
    uploadHandlers.sign(),
    uploadHandlers.store(async (request) => {
      const { key } = await postObjectOf(request);
      stored.push(key);
      return storedObject(key);
    }),
    otherCalls(calls),
  );
});
afterEach(() => vi.restoreAllMocks());

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
    const progress: EventTarget[] = [];
    watchUploadProgress(progress);
    let finish: (v: StoredObject) => void = () => undefined;
    server.use(
      uploadHandlers.store(async (request) => {
        stored.push((await postObjectOf(request)).key);
        return new Promise<StoredObject>((resolve) => {
          finish = resolve;
        });
      }),
    );
    renderManager();
    await screen.findByTestId('file-manager-list');
    const file = new File([new Uint8Array([71, 73, 70])], 'new.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('file-upload'), { target: { files: [file] } });
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(stored[0]).toMatch(/^company\/image\/[^/]+\.gif$/);
    // the browser reports 40 of 100 bytes sent
    await act(async () => {
      progress.at(-1)?.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 40, total: 100 }));
    });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    expect(bodies('POST', '/company/company/file')).toEqual([]);
    const key = stored[0] as string;
    await act(async () => finish(storedObject(key, { name: 'new.gif', size: 3, type: 'image/gif' })));
    await waitFor(() => expect(bodies('POST', '/company/company/file')).toEqual([{ companyId: 7, kind: 1, name: 'new', url: `/api/files/oss/${key}`, groupId: null }]));
  });

  it('L19 dragging a file onto another sends the new order of every file', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const items = list.querySelectorAll('li');
    fireEvent.dragStart(items[0] as Element);
    fireEvent.drop(items[2] as Element);
    await waitFor(() => expect(bodies('PUT', '/company/company/file/sort')).toEqual([{ companyId: 7, ids: [2, 3, 1, 4] }]));
  });

  it('L18 L19 regroups and deletes a file; adds and deletes a group', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const second = list.querySelectorAll('li')[1] as HTMLElement;
    // the card's own antd controls (no native select), and 删除 asks first (issue 29 item 1)
    expect(second.querySelector('select')).toBeNull();
    for (const id of ['file-name', 'file-group', 'file-delete']) expect(within(second).getByTestId(id)).toBeTruthy();
    await pickOption(second, '厂区环境');
    await waitFor(() => expect(bodies('PUT', '/company/company/file')).toContainEqual({ id: 2, groupId: 100 }));
    fireEvent.click(within(second).getByTestId('file-delete'));
    expect(callsTo(calls, 'DELETE', '/company/company/file/2')).toHaveLength(0);
    await confirmPopup();
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/company/company/file/2')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('分组名称'), { target: { value: '检测设备' } });
    fireEvent.click(screen.getByRole('button', { name: '新建分组' }));
    await waitFor(() => expect(bodies('POST', '/company/company/file-group')).toEqual([{ companyId: 7, name: '检测设备' }]));
    const group = within(screen.getByTestId('file-groups')).getByDisplayValue('厂区环境').closest('li') as HTMLElement;
    fireEvent.click(within(group).getByRole('button', { name: '删除' }));
    await confirmPopup();
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/company/company/file-group/100')).toHaveLength(1));
  });

  it('L18 L19 renames a file and a group on leaving the field; an unchanged name sends nothing', async () => {
    renderManager();
    const list = await screen.findByTestId('file-manager-list');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const name = within(list.querySelectorAll('li')[0] as HTMLElement).getByTestId('file-name');
    fireEvent.blur(name);
    fireEvent.change(name, { target: { value: '一号车间' } });
    fireEvent.blur(name);
    await waitFor(() => expect(bodies('PUT', '/company/company/file')).toEqual([{ id: 1, name: '一号车间' }]));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const group = await within(screen.getByTestId('file-groups')).findByDisplayValue('厂区环境');
    fireEvent.change(group, { target: { value: '厂区' } });
    fireEvent.blur(group);
    await waitFor(() => expect(bodies('PUT', '/company/company/file-group')).toEqual([{ id: 100, name: '厂区' }]));
  });

  it('L19 dragging a group onto another sends the new group order', async () => {
    server.use(companyHandlers.fileGroups(recorded(calls, [...GROUPS, { id: 101, companyId: 7, name: '资质证书', sort: 1 }])));
    renderManager();
    const groups = await screen.findByTestId('file-groups');
    await waitFor(() => expect(groups.querySelectorAll('li')).toHaveLength(2));
    const [a, b] = Array.from(groups.querySelectorAll('li')) as HTMLElement[];
    fireEvent.dragStart(b as HTMLElement);
    fireEvent.drop(a as HTMLElement);
    await waitFor(() => expect(bodies('PUT', '/company/company/file-group/sort')).toEqual([{ companyId: 7, ids: [101, 100] }]));
  });

  it('L20 P22 a file of the wrong type is refused before anything is sent', async () => {
    renderManager();
    await screen.findByTestId('file-manager-list');
    fireEvent.change(screen.getByTestId('file-upload'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('仅支持 jpg、png、gif、webp 格式的图片')).toBeTruthy();
    expect(stored).toEqual([]);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
