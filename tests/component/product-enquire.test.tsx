/**
 * Issue 29 item 7: 询价 / 联系供应商 on a product page — a visitor gets the login dialog and comes back to the product;
 * a member opens the chat with the company's contact member, or without one goes to the contact shown beside it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_MESSAGE_DIALOG_EVENT, type OpenMessageDetail } from '@/components/chat/open-message';
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

  it('M08 a member pressing 询价 opens the chat with the company’s contact member (desktop dialog), not the login dialog', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    const opened: OpenMessageDetail[] = [];
    const listen = (e: Event) => opened.push((e as CustomEvent<OpenMessageDetail>).detail);
    window.addEventListener(OPEN_MESSAGE_DIALOG_EVENT, listen);
    try {
      renderWithI18n(<EnquireButton hasContact contactMemberId={1002} />);
      fireEvent.click(screen.getByTestId('product-enquire'));
      expect(opened).toEqual([{ memberId: 1002 }]);
      expect(useDialogs.getState().login.open).toBe(false);
    } finally {
      window.removeEventListener(OPEN_MESSAGE_DIALOG_EVENT, listen);
    }
  });

  it('M08 on a phone the enquiry opens the conversation page /message/{id}', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    const realLocation = window.location;
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
    document.documentElement.classList.add('mobile');
    try {
      renderWithI18n(<EnquireButton hasContact contactMemberId={1002} />);
      fireEvent.click(screen.getByTestId('product-enquire'));
      expect(assign).toHaveBeenCalledWith('/message/1002');
    } finally {
      document.documentElement.classList.remove('mobile');
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it('a member without a contact member (or being it) is taken to the supplier contact beside the product, with no dialog', () => {
    useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001 });
    renderWithI18n(<EnquireButton hasContact />);
    const button = screen.getByTestId('product-enquire');
    expect(button.getAttribute('href')).toBe('#product-contact');
    fireEvent.click(button);
    expect(useDialogs.getState().login.open).toBe(false);
  });
});
