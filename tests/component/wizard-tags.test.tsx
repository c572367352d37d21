/** D19–D23, R38–R44: the industry-tags step (the network mocked with msw). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/providers/antd-scope';
import { IndustryTagsForm, withNewTagOption } from '@/components/wizard/industry-tags-form';
import type { Tag } from '@/lib/contract/basic';
import type { Page } from '@/lib/contract/common';
import type { TagWord } from '@/lib/contract/member';
import { pageOf, refuse, type Refusal } from '../mocks/envelope';
import { basicHandlers } from '../mocks/handlers/basic';
import { memberHandlers } from '../mocks/handlers/member';
import { bodyOf, queryOf } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

/** Real time, for waits that must not move the fake clock of the debounce. */
const realSetTimeout = globalThis.setTimeout;
const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

const HOT: Tag[] = ['食品饮料', '包装印刷', '烘焙', '乳制品', '调味品', '休闲零食', '冷链物流', '餐饮连锁', '保健食品', '酒类'].map((name, i) => ({
  id: 100 + i,
  name,
  enName: null,
  code: null,
  type: 1,
  parentId: null,
  logo: null,
  description: null,
}));

/** The calls the form made, and what the API answers to the next ones. */
let hotCalls: Record<string, string>[];
let searches: Record<string, string>[];
let created: unknown[];
let savedTags: unknown[];
let searchAnswer: Page<TagWord>;
let createAnswer: number | Refusal;

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

/** Waits until the hot tags have loaded (D19). */
async function hotLoaded() {
  await waitFor(() => expect(screen.getByTestId('tags-hot').querySelectorAll('button').length).toBeGreaterThan(0));
}

function renderForm(initial: { tagId: number; tagName: string; tagEnName?: string | null }[] = [], onSaved = vi.fn(), locale: 'zh' | 'en' = 'zh') {
  renderWithI18n(
    <AntdScope>
      <IndustryTagsForm initial={initial} submitLabel="确定" onSaved={onSaved} />
    </AntdScope>,
    locale,
  );
  return onSaved;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  hotCalls = [];
  searches = [];
  created = [];
  savedTags = [];
  searchAnswer = pageOf([], { size: 10 });
  createAnswer = 555;
  server.use(
    basicHandlers.tagPage((request) => {
      hotCalls.push(queryOf(request));
      return { records: HOT, total: HOT.length, size: 8, current: 1, pages: 2 };
    }),
    basicHandlers.tagWords((request) => {
      searches.push(queryOf(request));
      return searchAnswer;
    }),
    basicHandlers.createTag(async (request) => {
      created.push(await bodyOf(request));
      return createAnswer;
    }),
    memberHandlers.saveIndustryTags(async (request) => {
      savedTags.push(await bodyOf(request));
      return true;
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
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
    await hotLoaded();
    expect(screen.getByTestId('tags-hot').querySelectorAll('button')).toHaveLength(8);
    expect(hotCalls).toEqual([{ type: '1', current: '1', size: '8', status: '1', searchCount: 'false' }]);
  });

  it('D20/R42 searches 400 ms after the last keystroke, then offers the new tag on top (R43)', async () => {
    // only the form's timers are fake here, and the clock moves only when told: real time lets the network answer
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    searchAnswer = pageOf([{ id: 7, name: '冷链物流' }], { size: 10 });
    renderForm();
    const input = screen.getByTestId('tags-search');
    fireEvent.change(input, { target: { value: '冷' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: '冷链' } });
    act(() => vi.advanceTimersByTime(399));
    await act(() => realDelay(150));
    expect(searches).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(searches).toHaveLength(1), { timeout: 10_000 });
    expect(searches).toEqual([{ keywords: '冷链', status: '1', type: '1', current: '1', size: '10' }]);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 10_000 });
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toBe('新建标签「冷链」');
    expect(options[1]?.textContent).toBe('冷链物流');
    await act(() => realDelay(100));
    expect(searches).toHaveLength(1);
  });

  it('D21 picking the new tag creates it and selects it', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '冻干' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(await screen.findByTestId('tags-new'));
    await waitFor(() => expect(screen.getByTestId('tags-selected').textContent).toContain('冻干'));
    expect(created).toEqual([{ name: '冻干', type: 1 }]);
  });

  it('S38 code 1 on tag creation warns 该标签不可使用 and adds nothing', async () => {
    createAnswer = refuse(1, '该标签不可使用');
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '违规词' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(await screen.findByTestId('tags-new'));
    expect(await screen.findByText('该标签不可使用')).toBeTruthy();
    expect(created).toEqual([{ name: '违规词', type: 1 }]);
    expect(screen.getByTestId('tags-selected').textContent).toBe('');
  });

  it('R39 a typed tag over 10 characters shows the limit and offers no new tag', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: '一二三四五六七八九十一' } });
    expect(screen.getByRole('alert').textContent).toBe('标签最多10个字');
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(searches).toHaveLength(1));
    await act(() => realDelay(100));
    expect(screen.queryByTestId('tags-new')).toBeNull();
  });

  it('R40 an 11th tag cannot be added', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ tagId: 900 + i, tagName: `标签${i}` }));
    renderForm(ten);
    await hotLoaded();
    fireEvent.click(screen.getByText('食品饮料'));
    await flush();
    expect(await screen.findByText('最多选择10个标签')).toBeTruthy();
    expect(created).toEqual([]);
    expect(screen.getByTestId('tags-selected').textContent).not.toContain('食品饮料');
  });

  it("V05 D24 in English the member's own tags show by their English names (a tag without one keeps its name)", async () => {
    renderForm(
      [
        { tagId: 1, tagName: '烘焙', tagEnName: 'Bakery' },
        { tagId: 2, tagName: '自建标签', tagEnName: null },
      ],
      vi.fn(),
      'en',
    );
    await hotLoaded();
    const chips = screen.getByTestId('tags-selected').textContent ?? '';
    expect(chips).toContain('Bakery');
    expect(chips).not.toContain('烘焙');
    expect(chips).toContain('自建标签');
    expect(screen.getByLabelText('Remove tag Bakery')).toBeTruthy();
  });

  it('R38 confirming without a tag shows the message and saves nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('tags-submit'));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一个标签');
    await flush();
    expect(savedTags).toEqual([]);
  });

  it('D22/D23 confirm saves the ids once for a double click, then ends', async () => {
    const onSaved = renderForm();
    await hotLoaded();
    fireEvent.click(screen.getByText('烘焙'));
    await flush();
    fireEvent.click(screen.getByTestId('tags-submit'));
    fireEvent.click(screen.getByTestId('tags-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await act(() => realDelay(100));
    expect(savedTags).toEqual([[102]]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
