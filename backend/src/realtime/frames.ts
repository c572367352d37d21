/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): a decoder that takes the text of
 * SockJS messages (several frames per message, frames split across messages, heart-beat end-of-lines
 * between frames, `content-length` bodies that may hold NUL), header escaping, and the encoder.
 * Sizes are counted in UTF-8 bytes, as `content-length` is.
 */

export interface StompFrame {
  command: string;
  /** First occurrence wins for repeated headers (§ Repeated Header Entries). */
  headers: Record<string, string>;
  body: string;
}

/** A frame the server cannot read: the connection answers ERROR and closes. */
export class StompProtocolError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'StompProtocolError';
  }
}

/** CONNECT and CONNECTED frames carry their header values unescaped (§ Value Encoding). */
function escapes(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

export function escapeHeaderValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
}

export function unescapeHeaderValue(value: string): string {
  return value.replace(/\\(.?)/g, (_match, next: string) => {
    switch (next) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new StompProtocolError(`undefined escape sequence \\${next} in a header value`);
    }
  });
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** Index just past the line that starts at `from` (LF or CRLF), with the line text; null when incomplete. */
function readLine(buf: Buffer, from: number): { line: string; next: number } | null {
  const lf = buf.indexOf(LF, from);
  if (lf < 0) return null;
  const end = lf > from && buf[lf - 1] === CR ? lf - 1 : lf;
  return { line: buf.toString('utf8', from, end), next: lf + 1 };
}

/** Incremental decoder of one connection's incoming text. */
export class FrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /** Bytes of an incomplete frame waiting for more data. */
  get pendingBytes(): number {
    return this.buffer.length;
  }

  /** Adds text and answers the frames it completes (heart-beats are skipped). Throws StompProtocolError. */
  push(text: string): StompFrame[] {
    const chunk = Buffer.from(text, 'utf8');
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: StompFrame[] = [];
    for (;;) {
      let start = 0;
      while (start < this.buffer.length && (this.buffer[start] === LF || (this.buffer[start] === CR && this.buffer[start + 1] === LF))) {
        start += this.buffer[start] === CR ? 2 : 1;
      }
      if (start > 0) this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0) break;
      const decoded = this.decodeOne();
      if (!decoded) {
        if (this.buffer.length > this.maxFrameBytes) throw new StompProtocolError(`frame larger than ${this.maxFrameBytes} bytes`, true);
        // a lone CR at the end may be the start of a CRLF heart-beat
        break;
      }
      frames.push(decoded.frame);
      this.buffer = this.buffer.subarray(decoded.length);
    }
    if (this.buffer.length === 0) this.buffer = Buffer.alloc(0);
    return frames;
  }

  private decodeOne(): { frame: StompFrame; length: number } | null {
    const buf = this.buffer;
    if (buf.length === 1 && buf[0] === CR) return null;
    const first = readLine(buf, 0);
    if (!first) return null;
    const command = first.line;
    if (!/^[A-Z]+$/.test(command)) throw new StompProtocolError('malformed frame: no command line');
    const headers: Record<string, string> = {};
    let pos = first.next;
    for (;;) {
      const line = readLine(buf, pos);
      if (!line) return null;
      pos = line.next;
      if (line.line === '') break;
      const colon = line.line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('malformed header line');
      const rawName = line.line.slice(0, colon);
      const rawValue = line.line.slice(colon + 1);
      const name = escapes(command) ? unescapeHeaderValue(rawName) : rawName;
      const value = escapes(command) ? unescapeHeaderValue(rawValue) : rawValue;
      if (!(name in headers)) headers[name] = value;
    }
    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared.trim())) throw new StompProtocolError('invalid content-length');
      const length = Number(declared.trim());
      if (pos + length > this.maxFrameBytes) throw new StompProtocolError(`frame larger than ${this.maxFrameBytes} bytes`, true);
      if (buf.length < pos + length + 1) return null;
      bodyEnd = pos + length;
      if (buf[bodyEnd] !== NUL) throw new StompProtocolError('frame body not followed by NUL');
    } else {
      bodyEnd = buf.indexOf(NUL, pos);
      if (bodyEnd < 0) return null;
    }
    if (bodyEnd + 1 > this.maxFrameBytes) throw new StompProtocolError(`frame larger than ${this.maxFrameBytes} bytes`, true);
    return { frame: { command, headers, body: buf.toString('utf8', pos, bodyEnd) }, length: bodyEnd + 1 };
  }
}

/** A frame as text: command, escaped headers, `content-length` of a non-empty body, body, NUL. */
export function encodeFrame(command: string, headers: Record<string, string | number | undefined>, body = ''): string {
  const lines = [command];
  const escape = escapes(command);
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length') continue;
    const text = String(value);
    lines.push(escape ? `${escapeHeaderValue(name)}:${escapeHeaderValue(text)}` : `${name}:${text}`);
  }
  if (body !== '') lines.push(`content-length:${Buffer.byteLength(body, 'utf8')}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

export interface HeartBeat {
  /** Milliseconds between the server's heart-beats to the client (0 = none). */
  sendEvery: number;
  /** Milliseconds within which the server expects something from the client (0 = no check). */
  expectEvery: number;
}

/** Parses `cx,cy` (absent or malformed reads as 0,0). */
export function parseHeartBeat(value: string | undefined): [number, number] {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

/**
 * § Heart-beating: the client offers `cx,cy` (it can send every cx ms, wants to receive every cy ms), the
 * server offers `sx,sy`; the server sends every max(sx, cy) when both are non-zero and expects data
 * every max(cx, sy) when both are non-zero.
 */
export function negotiateHeartBeat(clientHeader: string | undefined, server: { sx: number; sy: number }): HeartBeat {
  const [cx, cy] = parseHeartBeat(clientHeader);
  return {
    sendEvery: server.sx > 0 && cy > 0 ? Math.max(server.sx, cy) : 0,
    expectEvery: server.sy > 0 && cx > 0 ? Math.max(cx, server.sy) : 0,
  };
}
