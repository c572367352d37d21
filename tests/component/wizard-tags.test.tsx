/** D19–D23, R38–R44: the industry-tags step. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { IndustryTagsForm, withNewTagOption } from '@/components/wizard/industry-tags-form';
import { ApiError } from '@/lib/api/errors';
import { renderWithI18n } from './render';

const api = vi.hoisted(() => ({
  getHotTags: vi.fn(),
  searchTagWords: vi.fn(),
  createTag: vi.fn(),
  saveIndustryTags: vi.fn(),
}));
vi.mock('@/lib/api/client', () => ({ clientTransport: {} }));
vi.mock('@/lib/api/basic', () => ({ getHotTags: api.getHotTags }));
vi.mock('@/lib/api/member', () => ({ searchTagWords: api.searchTagWords, createTag: api.createTag, saveIndustryTags: api.saveIndustryTags }));

const HOT = ['食品饮料', '包装印刷', '烘焙', '乳制品', '调味品', '休闲零食', '冷链物流', '餐饮连锁', '保健食品', '酒类'].map((name, i) => ({
  id: 100 + i,
  name,
  enName: null,
  code: null,
  type: 1,
  parentId: null,
  logo: null,
  description: null,
}));

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

function renderForm(initial: { tagId: number; tagName: string }[] = [], onSaved = vi.fn()) {
  renderWithI18n(
    <AntdScope>
      <IndustryTagsForm initial={initial} submitLabel="确定" onSaved={onSaved} />
    </AntdScope>,
  );
  return onSaved;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.getHotTags.mockResolvedValue({ records: HOT, total: HOT.length, size: 8, current: 1, pages: 2 });
  api.searchTagWords.mockResolvedValue({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  api.createTag.mockResolvedValue(555);
  api.saveIndustryTags.mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('withNewTagOption (D21/R43)', () => {
  it('puts a new-tag option on top when no result matches exactly', () => {
    expect(withNewTagOption('冷链', [{ id: 1, name: '冷链物流' }])).toEqual([
      { id: null, name: '冷链', isNewTag: true },
      { id: 1, name: '冷链物流' },
    ]);
    expect(withNewTagOption('冷链', [{ id: 1, name: '冷链' }])).toEqual([{ id: 1, name: '冷链' }]);
    expect(withNewTagOption('一二三四五六七八九十一', [])).toEqual([]);
  });
});

describe('IndustryTagsForm', { timeout: 20_000 }, () => {
  it('D19/R41 shows exactly 8 hot tags', async () => {
    renderForm();
    await flush();
    expect(screen.getByTestId('tags-hot').querySelectorAll('button')).toHaveLength(8);
  });

  it('D20/R42 searches 400 ms after the last keystroke, then offers the new tag on top (R43)', async () => {
    api.searchTagWords.mockResolvedValue({ records: [{ id: 7, name: '冷链物流' }], total: 1, size: 10, current: 1, pages: 1 });
    renderForm();
    const input = screen.getByTestId('tags-search');
    fireEvent.change(input, { target: { value: '冷' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: '冷链' } });
    act(() => vi.advanceTimersByTime(399));
    expect(api.searchTagWords).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.searchTagWords).toHaveBeenCalledTimes(1);
    expect(api.searchTagWords).toHaveBeenCalledWith({}, '冷链');
    await flush();
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toBe('新建标签「冷链」');
    expect(options[1]?.textContent).toBe('冷链物流');
  });

  it('D21 picking the new tag creates it and selects it', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '冻干' } });
    act(() => vi.advanceTimersByTime(400));
    await flush();
    fireEvent.click(screen.getByTestId('tags-new'));
    await flush();
    expect(api.createTag).toHaveBeenCalledWith({}, '冻干');
    expect(screen.getByTestId('tags-selected').textContent).toContain('冻干');
  });

  it('S38 code 1 on tag creation warns 该标签不可使用 and adds nothing', async () => {
    api.createTag.mockRejectedValue(new ApiError(1, '该标签不可使用'));
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '违规词' } });
    act(() => vi.advanceTimersByTime(400));
    await flush();
    fireEvent.click(screen.getByTestId('tags-new'));
    await flush();
    expect(await screen.findByText('该标签不可使用')).toBeTruthy();
    expect(screen.getByTestId('tags-selected').textContent).toBe('');
  });

  it('R39 a typed tag over 10 characters shows the limit and offers no new tag', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '一二三四五六七八九十一' } });
    expect(screen.getByRole('alert').textContent).toBe('标签最多10个字');
    act(() => vi.advanceTimersByTime(400));
    await flush();
    expect(screen.queryByTestId('tags-new')).toBeNull();
  });

  it('R40 an 11th tag cannot be added', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ tagId: 900 + i, tagName: `标签${i}` }));
    renderForm(ten);
    await flush();
    fireEvent.click(screen.getByText('食品饮料'));
    await flush();
    expect(await screen.findByText('最多选择10个标签')).toBeTruthy();
    expect(screen.getByTestId('tags-selected').textContent).not.toContain('食品饮料');
  });

  it('R38 confirming without a tag shows the message and saves nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('tags-submit'));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一个标签');
    expect(api.saveIndustryTags).not.toHaveBeenCalled();
  });

  it('D22/D23 confirm saves the ids once for a double click, then ends', async () => {
    const onSaved = renderForm();
    await flush();
    fireEvent.click(screen.getByText('烘焙'));
    await flush();
    fireEvent.click(screen.getByTestId('tags-submit'));
    fireEvent.click(screen.getByTestId('tags-submit'));
    await flush();
    await flush();
    expect(api.saveIndustryTags).toHaveBeenCalledTimes(1);
    expect(api.saveIndustryTags).toHaveBeenCalledWith({}, [102]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
