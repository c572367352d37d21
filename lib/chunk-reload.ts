import { SCRIPT_RELOAD_MIN_INTERVAL_MS } from '@/lib/constants';

/** sessionStorage key holding the time of the last automatic reload (A23, DEFAULT). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** A23/S69: reload once; a second failure within 60 s does not reload again. */
export function shouldReloadAfterChunkFailure(now: number, lastReloadAt: number): boolean {
  return !lastReloadAt || now - lastReloadAt >= SCRIPT_RELOAD_MIN_INTERVAL_MS;
}

/** A script of the build (`/_next/static/…`) that failed to load, or a chunk load rejected in code. */
export function isChunkLoadFailure(event: Event | PromiseRejectionEvent): boolean {
  if ('reason' in event) {
    const reason = event.reason as { name?: string; message?: string } | undefined;
    return reason?.name === 'ChunkLoadError' || /Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(reason?.message ?? '');
  }
  const target = event.target as HTMLElement | null;
  return target?.tagName === 'SCRIPT' && /\/_next\/static\//.test((target as HTMLScriptElement).src);
}

/** What a reload decision needs from the browser (sessionStorage, the clock, `location.reload`). */
export interface ChunkReloadEnv {
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
}

/**
 * A23/S69 (issue 19 item 8): after a chunk failure, reloads the page unless it already did so in the last
 * minute (the time is kept in sessionStorage). Without a working sessionStorage it never reloads: a reload
 * loop could not be stopped. Whether it reloaded.
 */
export function reloadAfterChunkFailure(env: ChunkReloadEnv): boolean {
  const now = env.now();
  try {
    if (!shouldReloadAfterChunkFailure(now, Number(env.read() ?? 0) || 0)) return false;
    env.write(String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** The browser's environment for {@link reloadAfterChunkFailure}. */
export function browserChunkReloadEnv(): ChunkReloadEnv {
  return {
    now: () => Date.now(),
    read: () => window.sessionStorage.getItem(CHUNK_RELOAD_KEY),
    write: (value) => window.sessionStorage.setItem(CHUNK_RELOAD_KEY, value),
    reload: () => window.location.reload(),
  };
}
