import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, reloadAfterChunkFailure, type ChunkReloadEnv } from '@/lib/chunk-reload';

function env(stored: string | null, now = 1_000_000) {
  const state = { stored, reloads: 0 };
  const e: ChunkReloadEnv = {
    now: () => now,
    read: () => state.stored,
    write: (v) => {
      state.stored = v;
    },
    reload: () => {
      state.reloads += 1;
    },
  };
  return { e, state };
}

describe('A23 S69 a script chunk that fails to load', () => {
  it('reloads the page once and keeps the time; a second failure within a minute does not reload', () => {
    const { e, state } = env(null);
    expect(reloadAfterChunkFailure(e)).toBe(true);
    expect(state).toEqual({ stored: '1000000', reloads: 1 });
    expect(reloadAfterChunkFailure({ ...e, now: () => 1_000_000 + 59_999 })).toBe(false);
    expect(state.reloads).toBe(1);
    expect(reloadAfterChunkFailure({ ...e, now: () => 1_000_000 + 60_000 })).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('never reloads without a working sessionStorage (a loop could not be stopped); a garbled time reads as none', () => {
    const broken: ChunkReloadEnv = { now: () => 1, read: () => null, write: () => { throw new Error('QuotaExceededError'); }, reload: () => { throw new Error('must not reload'); } };
    expect(reloadAfterChunkFailure(broken)).toBe(false);
    const { e, state } = env('not-a-number');
    expect(reloadAfterChunkFailure(e)).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('recognises a failed build script and a rejected chunk import, nothing else', () => {
    const script = { tagName: 'SCRIPT', src: 'http://localhost:3000/_next/static/chunks/app/page-1a2b.js' };
    expect(isChunkLoadFailure({ target: script } as unknown as Event)).toBe(true);
    expect(isChunkLoadFailure({ target: { tagName: 'SCRIPT', src: 'https://cdn.example.com/analytics.js' } } as unknown as Event)).toBe(false);
    expect(isChunkLoadFailure({ target: { tagName: 'IMG', src: '/_next/static/media/x.png' } } as unknown as Event)).toBe(false);
    const rejected = (reason: unknown) => ({ reason }) as unknown as PromiseRejectionEvent;
    expect(isChunkLoadFailure(rejected({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' }))).toBe(true);
    expect(isChunkLoadFailure(rejected(new TypeError('Failed to fetch dynamically imported module: /x.js')))).toBe(true);
    expect(isChunkLoadFailure(rejected(new Error('Failed to load chunk /_next/static/chunks/abc.js')))).toBe(true);
    expect(isChunkLoadFailure(rejected(new Error('Network Error')))).toBe(false);
  });
});
