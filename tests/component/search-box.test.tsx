import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchBox } from '@/components/search/search-box';
import { SEARCH_HISTORY_KEY } from '@/lib/constants';
import { renderWithI18n } from './render';
import { router } from './navigation';

const { push } = router;

const hot = [
  { id: 1, keyword: '可降解包装' },
  { id: 2, keyword: '代餐' },
];

function input() {
  return screen.getByRole('combobox');
}

describe('SearchBox', () => {
  beforeEach(() => {
    push.mockReset();
    localStorage.clear();
  });

  it('E04/E05 focus opens the popover with recent and hot searches', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['纸盒']));
    renderWithI18n(<SearchBox hot={hot} />);
    fireEvent.focus(input());
    expect(screen.getByText('最近搜索')).toBeTruthy();
    expect(screen.getByText('热门搜索')).toBeTruthy();
    expect(screen.getByText('纸盒')).toBeTruthy();
    expect(screen.getByText('代餐')).toBeTruthy();
  });

  it('E07/E11 enter searches the typed term and stores it at the front of the history', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['纸盒']));
    renderWithI18n(<SearchBox hot={hot} />);
    fireEvent.change(input(), { target: { value: '食品 包装' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/search/news/%E9%A3%9F%E5%93%81%20%E5%8C%85%E8%A3%85');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['食品 包装', '纸盒']);
  });

  it('E10 an empty trimmed term does nothing', () => {
    renderWithI18n(<SearchBox hot={hot} />);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).not.toHaveBeenCalled();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('E09 arrows cycle through history then hot keywords, wrap, and enter searches the highlight', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['纸盒']));
    renderWithI18n(<SearchBox hot={hot} />);
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'ArrowUp' }); // wraps to the last option
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('代餐');
    fireEvent.keyDown(input(), { key: 'ArrowDown' }); // wraps back to the first
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('纸盒');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith(`/search/news/${encodeURIComponent('可降解包装')}`);
  });

  it('E06 clearing empties the history and hides the recent group', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['纸盒']));
    renderWithI18n(<SearchBox hot={hot} />);
    fireEvent.focus(input());
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByText('最近搜索')).toBeNull();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
