import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps, replayEarlyTap } from '@/components/ui/early-taps';
import { lazyIsland } from '@/components/ui/lazy-island';

/**
 * First-load JS (docs/architecture.md): the mobile header is a server-rendered island whose code loads after the
 * page's own. A tap on its server HTML before that code has come — which React drops — is pressed again once the
 * island has hydrated, once.
 */
function Header({ onPublish }: { onPublish: () => void }) {
  useEffect(() => replayEarlyTap(), []);
  return (
    <header data-site-header>
      <button type="button" onClick={onPublish}>
        发布
      </button>
    </header>
  );
}

describe('early taps of the lazily loaded mobile header', () => {
  it('a button pressed before the island hydrated is pressed again after, once', async () => {
    const onPublish = vi.fn();
    // the server's HTML: the island's Suspense boundary holding the header
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Header onPublish={onPublish} />
      </Suspense>,
    );
    document.body.appendChild(container);

    let arrive: (component: typeof Header) => void = () => undefined;
    const Island = lazyIsland(() => new Promise<typeof Header>((resolve) => (arrive = resolve)));
    keepEarlyTaps('[data-site-header]');
    await act(async () => {
      hydrateRoot(container, <Island onPublish={onPublish} />);
    });

    // the code has not come: React cannot hydrate the header, and the click does nothing yet
    container.querySelector('button')?.click();
    expect(onPublish).not.toHaveBeenCalled();

    await act(async () => {
      arrive(Header);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(onPublish).toHaveBeenCalledTimes(1);

    // hydrated: a click is a click, and nothing more is replayed
    container.querySelector('button')?.click();
    expect(onPublish).toHaveBeenCalledTimes(2);
    container.remove();
  });
});
