/**
 * M01/M14/M15: an achievement card shows the maturity and transfer labels (zh and en), and the list filters are
 * links that keep the other filter: `/achievement?maturity=…&transferred=1|0`.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementCard } from '@/components/achievement/achievement-card';
import { AchievementFilters } from '@/components/achievement/achievement-filters';
import type { Achievement } from '@/lib/contract/achievement';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const zh = createTranslate(getMessages('zh'));
const en = createTranslate(getMessages('en'));

const item = (id: number, maturity: Achievement['maturity'], transferred: boolean): Achievement => ({
  id,
  title: `成果${id}`,
  summary: '水性阻隔涂层替代PE淋膜',
  maturity,
  transferred,
  viewCount: 1234,
  memberId: 1001,
  memberName: '张工',
  companyName: '华东彩印包装有限公司',
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-02 10:00:00',
});

describe('achievement list', () => {
  it('M14 M15 maturity and transfer labels in zh', () => {
    const expected = { SMALL: '小试完成', MEDIUM: '中试完成', LARGE: '放大生产完成', INDUSTRY: '可工业化生产' } as const;
    renderWithI18n(
      <ul>
        {(Object.keys(expected) as Achievement['maturity'][]).map((m, i) => (
          <AchievementCard key={m} t={zh} item={item(i + 1, m, i % 2 === 0)} />
        ))}
      </ul>,
    );
    const cards = screen.getAllByTestId('achievement-item');
    expect(cards.map((c) => within(c).getByTestId('achievement-maturity').textContent)).toEqual(Object.values(expected));
    expect(cards.map((c) => (c.textContent?.includes('已转让') ? 'yes' : c.textContent?.includes('未转让') ? 'no' : '?'))).toEqual(['yes', 'no', 'yes', 'no']);
    expect(within(cards[0]!).getByRole('link', { name: '成果1' }).getAttribute('href')).toBe('/achievement/1');
  });

  it('M14 M15 the en labels have no Chinese', () => {
    renderWithI18n(<ul><AchievementCard t={en} item={item(5, 'INDUSTRY', false)} /></ul>, 'en');
    const card = screen.getByTestId('achievement-item');
    expect(within(card).getByTestId('achievement-maturity').textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect(card.textContent).toContain(en('achievement.transferred.no'));
    expect(en('achievement.transferred.yes')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('M01 the filters keep each other: maturity with the transfer flag and back to all', () => {
    renderWithI18n(<AchievementFilters t={zh} filters={{ maturity: 'LARGE', transferred: true }} />);
    const filters = screen.getByTestId('achievement-filters');
    expect(within(filters).getByRole('link', { name: '中试完成' }).getAttribute('href')).toBe('/achievement?maturity=MEDIUM&transferred=1');
    expect(within(filters).getByRole('link', { name: '未转让' }).getAttribute('href')).toBe('/achievement?maturity=LARGE&transferred=0');
    expect(within(filters).getByRole('link', { name: '放大生产完成' }).getAttribute('aria-current')).toBe('page');
    expect(within(filters).getAllByRole('link', { name: '全部' }).map((a) => a.getAttribute('href'))).toEqual(['/achievement?transferred=1', '/achievement?maturity=LARGE']);
  });
});
