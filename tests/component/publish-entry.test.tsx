import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishButton, PublishPresetOverride } from '@/components/post/publish-button';
import { publishHref, sectionPreset } from '@/components/post/publish-target';
import { newDraft, queryPreset } from '@/components/post/post-editor-page';
import type { MemberBasicInfo } from '@/lib/contract/member';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';
import { navigation, router } from './navigation';

/** Issue 18 item 1, U03, E24: the 发布 entry of the header and the list pages. */
const { push } = router;

function signIn() {
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, isBanned: false, memberInfo: { memberId: 1001, isBanned: false } as MemberBasicInfo });
}
function asVisitor() {
  useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null, isBanned: false, memberInfo: null });
}

describe('publish entry', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    navigation.segments = [];
    useDialogs.setState({ login: { open: false, options: {} } });
  });

  it('builds the editor URL of the section and of a list page (type and theme preselected)', () => {
    expect(publishHref(sectionPreset('topic'))).toBe('/community/circle/post/create?tagId=11');
    expect(publishHref(sectionPreset('supplyDemand'))).toBe('/community/circle/post/create?tagId=8');
    expect(publishHref(sectionPreset('news'))).toBe('/community/circle/post/create');
    expect(publishHref({ tagId: 8, themeTagId: 41 })).toBe('/community/circle/post/create?tagId=8&themeTagId=41');
  });

  it('the create route turns the query into the draft, and the query wins over a restored draft', () => {
    expect(newDraft(null, 11, 41)).toMatchObject({ tagId: 11, themeTagId: 41, circleId: null });
    expect(newDraft(null, 99, null).tagId).toBe(8);
    expect(queryPreset(null, 11, 41)).toEqual({ tagId: 11, themeTagId: 41 });
    expect(queryPreset(null, null, null)).toEqual({});
  });

  it('U03 a visitor who publishes gets the login dialog, which then goes to the editor', () => {
    asVisitor();
    navigation.segments = ['community', 'topic', 'latest'];
    renderWithI18n(<PublishButton testId="header-publish" />);
    fireEvent.click(screen.getByTestId('header-publish'));
    expect(push).not.toHaveBeenCalled();
    expect(useDialogs.getState().login.open).toBe(true);
    expect(useDialogs.getState().login.options.redirect).toBe('/community/circle/post/create?tagId=11');
  });

  it('a member goes to the editor; the header takes the list page’s type and theme while that page shows', () => {
    signIn();
    navigation.segments = ['community', 'demand_supply', 'packaging'];
    const { unmount } = renderWithI18n(
      <>
        <PublishPresetOverride preset={{ tagId: 8, themeTagId: 41 }} />
        <PublishButton testId="header-publish" />
      </>,
    );
    expect(screen.getByTestId('header-publish').textContent).toBe('发布');
    fireEvent.click(screen.getByTestId('header-publish'));
    expect(push).toHaveBeenCalledWith('/community/circle/post/create?tagId=8&themeTagId=41');
    unmount();
    renderWithI18n(<PublishButton testId="header-publish" />, 'en');
    expect(screen.getByTestId('header-publish').textContent).toBe('Publish');
    fireEvent.click(screen.getByTestId('header-publish'));
    expect(push).toHaveBeenLastCalledWith('/community/circle/post/create?tagId=8');
  });

  it('issue 28 item 2: a member\'s pointer on 发布 fetches the editor\'s whole page ahead and renders its controls hidden', async () => {
    signIn();
    navigation.segments = ['community', 'topic', 'latest'];
    renderWithI18n(<PublishButton testId="header-publish" />);
    expect(screen.queryByTestId('editor-styles-ahead')).toBeNull();
    fireEvent.pointerEnter(screen.getByTestId('header-publish'));
    // the page's server part too (a default prefetch of a personal route stops at its loading frame)
    expect(router.prefetch).toHaveBeenCalledWith('/community/circle/post/create?tagId=11', { kind: 'full' });
    const ahead = await waitFor(() => screen.getByTestId('editor-styles-ahead'), { timeout: 10_000 });
    expect(ahead.hidden).toBe(true);
    expect(ahead.querySelector('textarea')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
