import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictSearch } from '@/components/dict/dict-search';
import type { DictEntry } from '@/lib/contract/dict';
import { pageOf, refuse } from '../mocks/envelope';
import { dictHandlers } from '../mocks/handlers/dict';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const gravure: DictEntry = { id: 41, word: '凹版印刷', enWord: 'Gravure printing', category: 'process', explanation: '图文雕刻在印版滚筒凹坑中的印刷方式。', enExplanation: 'Printing from cells engraved in a cylinder.' };
const press: DictEntry = { id: 120, word: '凹版印刷机', enWord: 'Rotogravure press', category: 'machine', explanation: '由多个凹印色组和烘箱组成的卷筒印刷机。', enExplanation: 'A web press of gravure units.' };

function serverList() {
  return <p data-testid="server-list">page 1 of the dictionary</p>;
}

describe('E19 dictionary search box', () => {
  it('shows the page’s own list while empty; typing searches (debounced) with the exact match first, then the other hits', async () => {
    const asked: string[] = [];
    server.use(
      dictHandlers.page((request) => {
        asked.push(`page:${new URL(request.url).searchParams.get('keyword')}`);
        return pageOf([gravure, press], { total: 2, size: 20 });
      }),
      dictHandlers.allMatch((request) => {
        asked.push(`exact:${new URL(request.url).searchParams.get('word')}`);
        return [gravure];
      }),
    );
    renderWithI18n(<DictSearch>{serverList()}</DictSearch>);
    expect(screen.getByTestId('server-list')).toBeTruthy();
    const input = screen.getByTestId('dict-search-input');
    fireEvent.change(input, { target: { value: '凹' } });
    fireEvent.change(input, { target: { value: '凹版印刷' } });
    await waitFor(() => expect(screen.getByTestId('dict-results')).toBeTruthy());
    const exact = await screen.findByTestId('dict-exact');
    // one search for the settled text, not one per key
    await waitFor(() => expect([...asked].sort()).toEqual(['exact:凹版印刷', 'page:凹版印刷']));
    expect(exact.textContent).toContain('凹版印刷');
    expect(exact.textContent).toContain('Gravure printing');
    expect(screen.getByText('精确匹配')).toBeTruthy();
    // the searched word is the reader's own (data-ugc) inside the heading's message
    expect(await screen.findByText((_, el) => el?.tagName === 'H2' && el.textContent === '与“凹版印刷”相关的词条 2 条')).toBeTruthy();
    // the exact term is not listed twice
    expect(screen.getByTestId('dict-terms').textContent).toContain('凹版印刷机');
    expect(screen.getByTestId('dict-terms').textContent).not.toContain('Gravure printing');
    expect(screen.queryByTestId('server-list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByTestId('server-list')).toBeTruthy();
  });

  it('says so when nothing matches, and when the lookup fails', async () => {
    server.use(dictHandlers.page(pageOf([], { total: 0, size: 20 })), dictHandlers.allMatch([]));
    renderWithI18n(<DictSearch>{serverList()}</DictSearch>);
    const input = screen.getByTestId('dict-search-input');
    fireEvent.change(input, { target: { value: '不存在' } });
    expect(await screen.findByTestId('dict-no-result')).toBeTruthy();

    server.use(dictHandlers.page(refuse(1, 'keyword: too long')), dictHandlers.allMatch([]));
    fireEvent.change(input, { target: { value: '另一个词' } });
    expect(await screen.findByText('查询失败，请稍后重试')).toBeTruthy();
  });

  it('in English shows the English name and definition first, the Chinese name beside it; Enter searches at once', async () => {
    server.use(dictHandlers.page(pageOf([gravure], { total: 1, size: 20 })), dictHandlers.allMatch([gravure]));
    renderWithI18n(<DictSearch>{serverList()}</DictSearch>, 'en');
    const input = screen.getByTestId('dict-search-input');
    fireEvent.change(input, { target: { value: 'gravure printing' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    const exact = await screen.findByTestId('dict-exact');
    expect(exact.querySelector('dfn')?.textContent).toBe('Gravure printing');
    expect(exact.textContent).toContain('凹版印刷');
    expect(exact.textContent).toContain('Printing from cells engraved in a cylinder.');
    expect(screen.getByText('Exact match')).toBeTruthy();
  });

  it('E19 a search is kept in the address (?q=): typing writes it, and a page opened with it searches at once (issue 29 item 14)', async () => {
    const asked: string[] = [];
    server.use(
      dictHandlers.page((request) => {
        asked.push(new URL(request.url).searchParams.get('keyword') ?? '');
        return pageOf([gravure], { total: 1, size: 20 });
      }),
      dictHandlers.allMatch([]),
    );
    window.history.replaceState(null, '', '/dict/detail?q=gravure');
    try {
      const first = renderWithI18n(<DictSearch>{serverList()}</DictSearch>);
      expect((screen.getByTestId('dict-search-input') as HTMLInputElement).value).toBe('gravure');
      await waitFor(() => expect(asked).toContain('gravure'));
      expect(await screen.findByTestId('dict-results')).toBeTruthy();
      fireEvent.change(screen.getByTestId('dict-search-input'), { target: { value: '凹版' } });
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('凹版'));
      fireEvent.click(screen.getByRole('button', { name: '清除' }));
      await waitFor(() => expect(window.location.search).toBe(''));
      first.unmount();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
  it('issue 27 item 6: without script the box is a GET form for ?q= on the dictionary (which the page takes up), so Enter is never lost', () => {
    renderWithI18n(<DictSearch>{serverList()}</DictSearch>);
    const input = screen.getByTestId('dict-search-input') as HTMLInputElement;
    const form = input.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/dict/detail');
    expect(input.name).toBe('q');
  });
});
