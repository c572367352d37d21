/**
 * Issue 29 item 7: 询价 / 联系供应商 on a product page — a visitor gets the login dialog and comes back to the product;
 * a member goes to the supplier's contact shown beside the product.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquireButton } from '@/components/product/enquire-button';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { renderWithI18n } from './render';

afterEach(() => {
  useSessionStore.setState({ hydrated: false, isLogin: false, memberId: null });
  useDialogs.setState({ login: { open: false, options: {} } });
});

describe('EnquireButton', () => {
  it('a visitor pressing 询价 gets the login dialog, redirected back to the product', () => {
    useSessionStore.setState({ hydrated: true, isLogin: false, memberId: null });
    renderWithI18n(<EnquireButton hasContact />);
    const button = screen.getByTestId('product-enquire');
    expect(button.textContent).toBe('询价 / 联系供应商');
    fireEvent.click(button);
    expect(useDialogs.getState().login).toEqual({ open: true, options: { redirect: window.location.pathname } });
  });

  it('a member is taken to the supplier contact beside the product, with no dialog', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    renderWithI18n(<EnquireButton hasContact />);
    const button = screen.getByTestId('product-enquire');
    expect(button.getAttribute('href')).toBe('#product-contact');
    fireEvent.click(button);
    expect(useDialogs.getState().login.open).toBe(false);
  });
});
