/**
 * The session's events, without the session's crypto (issue 28 item 1): stores and sockets register here on
 * every page; lib/session/session.ts raises them.
 */
type Listener = () => void;
const clearedListeners = new Set<Listener>();
const bannedListeners = new Set<Listener>();

/** Runs `listener` after every session clear (logout, failed refresh). Returns an unsubscribe. */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => {
    clearedListeners.delete(listener);
  };
}

/** Called once the session cookies are cleared: every listener runs, a failing one does not stop the others. */
export function noteSessionCleared(): void {
  for (const listener of [...clearedListeners]) {
    try {
      listener();
    } catch {
      // a failing listener must not stop the others or the logout
    }
  }
}

/**
 * S10: runs `listener` whenever a call of this member is answered with the banned code (10407), so the
 * stores mark the member banned without waiting for the next member-info read. Returns an unsubscribe.
 */
export function onBannedAnswer(listener: Listener): () => void {
  bannedListeners.add(listener);
  return () => {
    bannedListeners.delete(listener);
  };
}

/** Called by the API client when a call answers 10407 (S10). */
export function noteBannedAnswer(): void {
  for (const listener of bannedListeners) listener();
}
