/**
 * Issue 30 item 6: a personal page whose server read failed (a frozen API: the server gives up after 3 s) loads in the
 * browser: a spinner while it waits, then the error with a retry when the read fails (reads time out after 10 s) —
 * never an empty card.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSettings } from '@/components/account/account-settings';
import type { Account } from '@/lib/contract/account';
import { nonBusinessError } from '@/lib/api/errors';
import { renderWithI18n } from './render';
import { navigation } from './navigation';

// the page these components are on
beforeEach(() => {
  navigation.pathname = '/mine/account-setting';
});

const getAccount = vi.fn<() => Promise<Account>>();
vi.mock('@/lib/api/account', () => ({ getAccount: () => getAccount(), saveNoticeSettings: vi.fn() }));

describe('issue 30 item 6: the account page without its server read', () => {
  it('shows a spinner, then the timeout’s error with a retry that loads it', async () => {
    let fail: (e: unknown) => void = () => undefined;
    getAccount.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderWithI18n(<AccountSettings initial={null} />);
    const card = screen.getByTestId('account-loading');
    expect(screen.getByRole('status').textContent).toContain('加载中…');
    expect(card.getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(nonBusinessError('timeout')));
    expect(screen.getByRole('alert').textContent).toContain('加载失败，请刷新重试');
    getAccount.mockResolvedValueOnce({ mobile: '13800000001', email: null, wxBound: false, hasPassword: true, noticeSettings: [] } as unknown as Account);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('account-mobile').textContent).toBe('138****0001'));
  });
});
