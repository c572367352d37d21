import type { IncomingMessage } from 'node:http';

/** The most of a refused body read and dropped after the answer, and for how long (then the socket is cut). */
export const DRAIN_BYTES = 64 * 1024 * 1024;
export const DRAIN_MS = 10_000;

/**
 * After answering a request whose body is refused: the client may still be sending, and closing now would cut it
 * off before it reads the answer (EPIPE, a reset). The rest of the body is read and dropped — at most DRAIN_BYTES
 * more, for at most DRAIN_MS — then the socket is closed (nginx's "lingering close").
 */
export function drainRefusedBody(req: IncomingMessage): void {
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) cut();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}
