import { SCRIPT_RELOAD_MIN_INTERVAL_MS } from '@/lib/constants';

/** sessionStorage key holding the time of the last automatic reload (A23, DEFAULT). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** A23/S69: reload once; a second failure within 60 s does not reload again. */
export function shouldReloadAfterChunkFailure(now: number, lastReloadAt: number): boolean {
  return !lastReloadAt || now - lastReloadAt >= SCRIPT_RELOAD_MIN_INTERVAL_MS;
}

export function isChunkLoadFailure(event: Event | PromiseRejectionEvent): boolean {
  if ('reason' in event) {
    const reason = event.reason as { name?: string; message?: string } | undefined;
    return reason?.name === 'ChunkLoadError' || /Loading chunk|Failed to fetch dynamically imported module/i.test(reason?.message ?? '');
  }
  const target = event.target as HTMLElement | null;
  return target?.tagName === 'SCRIPT' && /\/_next\/static\//.test((target as HTMLScriptElement).src);
}
