/**
 * Issue 29 item 5 (L15): a follow that fails says so in an antd Tooltip in the page's language, shown at once (a
 * `title` showed only on hover and never on a phone); the button itself carries no `title`.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemberFollowButton } from '@/components/company/company-member-toggles';
import { useSessionStore } from '@/stores/session';
import { envelope, unreachable } from '../mocks/envelope';
import { companyHandlers } from '../mocks/handlers/company';
import { API, server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';

startMockServer();

const COMPANY = 7;

describe('company follow failure (issue 29 item 5)', () => {
  it('L15 a failed follow shows its words (操作失败，请稍后重试) in an antd tooltip, not a title attribute', async () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    server.use(
      http.get(`${API}/company/company-followers/status/${COMPANY}`, ({ request }) => envelope(z.object({ isFollowed: z.boolean() }), { isFollowed: false }, request)),
      companyHandlers.follow(unreachable()),
    );
    renderWithI18n(<MemberFollowButton companyId={COMPANY} />);
    const button = await screen.findByTestId('company-follow');
    await waitFor(() => expect((screen.getByTestId('company-follow') as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('title')).toBeNull();
    fireEvent.click(screen.getByTestId('company-follow'));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('操作失败，请稍后重试');
    expect(screen.getByTestId('company-follow').getAttribute('title')).toBeNull();
  });
});
