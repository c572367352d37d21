/** J40: unsent text per conversation, for the browser session (sessionStorage). */
export const DRAFTS_STORAGE_KEY = 'chat-drafts';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, string> {
  const raw = storage()?.getItem(DRAFTS_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function getDraft(convId: number): string {
  const value = readAll()[String(convId)];
  return typeof value === 'string' ? value : '';
}

/** Saves the draft of a conversation; an empty (whitespace) text removes it. */
export function saveDraft(convId: number, text: string): void {
  const store = storage();
  if (!store) return;
  const all = readAll();
  if (text.trim()) all[String(convId)] = text;
  else delete all[String(convId)];
  try {
    store.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the draft is simply not kept
  }
}

export function clearDrafts(): void {
  storage()?.removeItem(DRAFTS_STORAGE_KEY);
}
