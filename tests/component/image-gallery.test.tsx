import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryThumbs, galleryStep } from '@/components/ui/image-gallery';
import { renderWithI18n } from './render';

const IMAGES = [1, 2, 3, 4, 5].map((n) => ({ src: `/api/files/seed/photo/pouch-${n}.jpg`, alt: `封面 ${n}` }));

afterEach(() => vi.restoreAllMocks());

describe('O28 issue 18 item 8: the image gallery', () => {
  it('steps stay inside the list (previous on the first, next on the last do nothing)', () => {
    expect(galleryStep(0, -1, 5)).toBe(0);
    expect(galleryStep(0, 1, 5)).toBe(1);
    expect(galleryStep(4, 1, 5)).toBe(4);
    expect(galleryStep(3, -1, 5)).toBe(2);
  });

  it('opens on the clicked image with 2/5, pages, and disables previous and next at the ends', () => {
    renderWithI18n(<GalleryThumbs images={IMAGES} width={240} height={180} />);
    expect(screen.queryByTestId('gallery')).toBeNull();
    fireEvent.click(screen.getAllByTestId('gallery-thumb')[1] as HTMLElement);
    const gallery = screen.getByRole('dialog', { name: '图片浏览' });
    expect(gallery.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('gallery-indicator').textContent).toBe('2/5');
    expect(screen.getByTestId('gallery-image').getAttribute('src')).toBe(IMAGES[1]?.src);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(screen.getByTestId('gallery-indicator').textContent).toBe('1/5');
    expect((screen.getByTestId('gallery-prev') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByTestId('gallery-indicator').textContent).toBe('5/5');
    expect((screen.getByTestId('gallery-next') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('gallery-prev') as HTMLButtonElement).disabled).toBe(false);
  });

  it('arrow keys page and Escape closes through the history entry it added', () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => window.dispatchEvent(new PopStateEvent('popstate')));
    renderWithI18n(<GalleryThumbs images={IMAGES} width={240} height={180} />);
    fireEvent.click(screen.getAllByTestId('gallery-thumb')[0] as HTMLElement);
    expect(push).toHaveBeenCalledTimes(1);
    const gallery = screen.getByTestId('gallery');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-indicator').textContent).toBe('2/5');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(screen.getByTestId('gallery-indicator').textContent).toBe('1/5');
    act(() => {
      fireEvent.keyDown(gallery, { key: 'Escape' });
    });
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('gallery')).toBeNull();
  });

  it('the back gesture (popstate) closes it and focus returns to the thumbnail', () => {
    renderWithI18n(<GalleryThumbs images={IMAGES} width={240} height={180} />);
    const thumb = screen.getAllByTestId('gallery-thumb')[2] as HTMLElement;
    thumb.focus();
    fireEvent.click(thumb);
    expect(document.activeElement).toBe(screen.getByTestId('gallery-close'));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByTestId('gallery')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('en labels', () => {
    renderWithI18n(<GalleryThumbs images={IMAGES.slice(0, 2)} width={240} height={180} />, 'en');
    expect(screen.getByRole('button', { name: 'View image 1 of 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View image 2 of 2' }));
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the image viewer' })).toBeTruthy();
  });
});
