/** S70 (A21): a route error renders the error page with the status code the error carries, else 500. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/v/[variant]/error';
import { renderWithI18n } from './render';

/** The view loads lazily (first-load JS): the page is found once its code has loaded. */
async function showError(error: object, locale: 'zh' | 'en' = 'zh') {
  const reset = vi.fn();
  const view = renderWithI18n(<ErrorPage error={Object.assign(new Error('boom'), error)} reset={reset} />, locale);
  const page = await screen.findByTestId('status-page');
  return { page, reset, view };
}

describe('the error page', () => {
  it('S70 shows the status from statusCode, else status, else the response status', async () => {
    for (const [error, status] of [
      [{ statusCode: 403, status: 404 }, '403'],
      [{ status: 502 }, '502'],
      [{ response: { status: 503 } }, '503'],
    ] as const) {
      const { page, view } = await showError(error);
      expect(page.getAttribute('data-status')).toBe(status);
      expect(page.textContent).toContain(status);
      expect(page.textContent).toContain('页面出错了');
      view.unmount();
    }
  });

  it('S70 an error without a status is a 500 with a retry; a 404 reads This page could not be found', async () => {
    const plain = await showError({});
    expect(plain.page.getAttribute('data-status')).toBe('500');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(plain.reset).toHaveBeenCalled();
    plain.view.unmount();
    const missing = await showError({ statusCode: 404 }, 'en');
    expect(missing.page.getAttribute('data-status')).toBe('404');
    expect(missing.page.textContent).toContain('This page could not be found');
  });
});
