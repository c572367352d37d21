import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtmlBlock } from '@/components/ui/report-dialog-html';
import { ShareWidget } from '@/components/ui/share-widget';
import { renderWithI18n } from './render';

afterEach(() => vi.restoreAllMocks());

describe('ShareWidget', () => {
  it('O26 shows a QR code of the page, the scan text and the remark', async () => {
    renderWithI18n(<ShareWidget url="http://localhost:3000/news/12" remark />);
    expect(screen.queryByTestId('share-panel')).toBeNull();
    fireEvent.click(screen.getByTestId('share-button'));
    const qr = await screen.findByTestId('share-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('微信扫一扫')).toBeTruthy();
    expect(screen.getByText('提示：转发时请注明来源')).toBeTruthy();
  });

  it('O26 S75 copy link writes the URL and shows 复制成功 (en: copy succeeded)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<ShareWidget url="http://localhost:3000/news/12" />);
    fireEvent.click(screen.getByTestId('share-button'));
    const copy = await screen.findByRole('button', { name: '复制链接' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/news/12');
    expect((await screen.findByRole('status')).textContent).toBe('复制成功');
  });

  it('en strings', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<ShareWidget url="http://localhost:3000/news/12" />, 'en');
    fireEvent.click(screen.getByTestId('share-button'));
    expect(await screen.findByText('scan with the chat app')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('copy succeeded'));
  });

  it('Escape closes the panel', async () => {
    renderWithI18n(<ShareWidget url="http://localhost:3000/news/12" />);
    fireEvent.click(screen.getByTestId('share-button'));
    await screen.findByText('微信扫一扫');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('share-panel')).toBeNull();
  });
});

describe('SafeHtmlBlock (report notice)', () => {
  it('G46 keeps text and allowlisted tags, drops scripts, handlers and javascript: links', () => {
    const { container } = renderWithI18n(
      <SafeHtmlBlock html={'<p onclick="x()">请<strong>如实</strong>填写</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">坏链接</a><a href="https://example.com/rules">规则</a><object data="https://evil"></object>'} />,
    );
    expect(container.querySelector('script, img, object, [onclick]')).toBeNull();
    expect(container.textContent).toContain('请如实填写');
    expect(container.querySelector('strong')?.textContent).toBe('如实');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/rules');
    expect(links[0]?.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(container.textContent).toContain('坏链接');
  });
});
