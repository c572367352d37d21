import { describe, expect, it } from 'vitest';
import { showsFooter } from '@/components/layout/chrome-rules';
import { conversationFrame } from '@/components/chat/viewport-frame';

const seg = (path: string) => path.split('/').filter(Boolean);

describe('W18 issue 18 item 5: the mobile conversation page has no footer', () => {
  it.each([
    ['(account)/message/1002', false],
    ['message/7', false],
    ['(account)/message/list', true],
    ['news/12', true],
    ['', true],
    ['404', true],
  ])('%s → footer %s', (path, shown) => {
    expect(showsFooter(seg(path))).toBe(shown);
  });
});

describe('W18 issue 18 item 5: the conversation fills the visual viewport below the header', () => {
  it('spans from the header to the bottom of the screen when no keyboard shows', () => {
    expect(conversationFrame({ headerBottom: 90, viewportTop: 0, viewportHeight: 812 })).toEqual({ top: 90, height: 722 });
  });

  it('ends where the on-screen keyboard begins (the visual viewport shrinks, the layout viewport does not)', () => {
    expect(conversationFrame({ headerBottom: 90, viewportTop: 0, viewportHeight: 470 })).toEqual({ top: 90, height: 380 });
  });

  it('follows a panned visual viewport (iOS scrolls it to show the focused input)', () => {
    expect(conversationFrame({ headerBottom: 90, viewportTop: 200, viewportHeight: 400 })).toEqual({ top: 200, height: 400 });
  });

  it('never has a negative height', () => {
    expect(conversationFrame({ headerBottom: 500, viewportTop: 0, viewportHeight: 300 })).toEqual({ top: 500, height: 0 });
  });
});
