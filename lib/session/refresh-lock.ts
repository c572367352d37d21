import { REFRESH_LOCK_STORAGE_KEY } from '@/lib/session/keys';

/** A lock older than this is considered abandoned (a tab closed mid-refresh). */
export const REFRESH_LOCK_TTL_MS = 15_000;
const POLL_MS = 100;

interface LockRecord {
  owner: string;
  at: number;
}

/**
 * Cross-tab refresh lock in localStorage: one tab refreshes, the others wait for the release (`storage`
 * event, with polling as a fallback) and then read the rotated token from the shared cookies.
 */
export interface RefreshLock {
  /** Takes the lock for this tab; false when another tab holds a fresh lock. */
  acquire(): boolean;
  release(): void;
  isHeldElsewhere(): boolean;
  isHeld(): boolean;
  /** Resolves when no other tab holds the lock, or after `timeoutMs`. */
  waitForRelease(timeoutMs?: number): Promise<void>;
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createRefreshLock(options: {
  key?: string;
  ttlMs?: number;
  tabId?: string;
  now?: () => number;
  storage?: () => Storage | null;
} = {}): RefreshLock {
  const key = options.key ?? REFRESH_LOCK_STORAGE_KEY;
  const ttl = options.ttlMs ?? REFRESH_LOCK_TTL_MS;
  const tabId = options.tabId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const now = options.now ?? Date.now;
  const getStorage = options.storage ?? storageOrNull;

  function read(): LockRecord | null {
    const storage = getStorage();
    if (!storage) return null;
    const raw = storage.getItem(key);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<LockRecord>;
      if (typeof parsed.owner !== 'string' || typeof parsed.at !== 'number') return null;
      if (now() - parsed.at >= ttl) return null;
      return { owner: parsed.owner, at: parsed.at };
    } catch {
      return null;
    }
  }

  function isHeldElsewhere(): boolean {
    const record = read();
    return record !== null && record.owner !== tabId;
  }

  return {
    acquire() {
      if (isHeldElsewhere()) return false;
      const storage = getStorage();
      if (!storage) return true;
      storage.setItem(key, JSON.stringify({ owner: tabId, at: now() }));
      return read()?.owner === tabId;
    },
    release() {
      const storage = getStorage();
      if (!storage) return;
      const record = read();
      if (!record || record.owner === tabId) storage.removeItem(key);
    },
    isHeldElsewhere,
    isHeld() {
      return read() !== null;
    },
    waitForRelease(timeoutMs = ttl) {
      return new Promise<void>((resolve) => {
        if (!isHeldElsewhere()) {
          resolve();
          return;
        }
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearInterval(poll);
          clearTimeout(limit);
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
          resolve();
        };
        const onStorage = (event: StorageEvent) => {
          if (event.key === key && !isHeldElsewhere()) finish();
        };
        const poll = setInterval(() => {
          if (!isHeldElsewhere()) finish();
        }, POLL_MS);
        const limit = setTimeout(finish, timeoutMs);
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      });
    },
  };
}

/** The lock shared by the API client and the token timer of this tab. */
export const refreshLock: RefreshLock = createRefreshLock();
