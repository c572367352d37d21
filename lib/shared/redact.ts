/**
 * Secrets out of log lines (issue 17 item 6): both processes pass every line they write through
 * `redactSecrets` (`redactStream` on stdout and stderr), so a token that travels in a URL — the chat
 * socket's `access_token`, a refresh token in a query — or in a JSON body or an Authorization header never
 * reaches a log in clear, whoever printed it (our code, Fastify, sockjs, Next's rewrite proxy).
 */

export const REDACTED = '[REDACTED]';

/** Query and form parameters whose value is a credential. */
const SECRET_PARAMS = 'access_token|refresh_token|ticket|token|code_verifier|captchaVerifyParam|password|secretKey';

/** `name=value` in a query, a form body or a logged URL; also percent-encoded (`name%3Dvalue`) inside another URL. */
const PARAM = new RegExp(`((?:^|[?&;,\\s"'(\\[{]|%3F|%26)(?:${SECRET_PARAMS}))(=|%3D)((?:(?!%26)[^&\\s"'\\\\#<>()[\\]{}])+)`, 'gi');
/** `"name": "value"` in JSON (a logged body or object). */
const JSON_FIELD = new RegExp(`("(?:${SECRET_PARAMS}|authorization)"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)(")`, 'gi');
/** `Bearer <token>` / `Basic <credentials>` (an Authorization header printed anywhere). */
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+|%20|\+)[A-Za-z0-9._~+/=-]{8,}/g;

/** The text with every credential value replaced by `[REDACTED]` (names kept, so a line stays readable). */
export function redactSecrets(text: string): string {
  if (!text) return text;
  return text
    .replace(PARAM, (_m, name: string, eq: string) => `${name}${eq}${REDACTED}`)
    .replace(JSON_FIELD, (_m, open: string, _v: string, close: string) => `${open}${REDACTED}${close}`)
    .replace(AUTH_SCHEME, (_m, scheme: string, gap: string) => `${scheme}${gap}${REDACTED}`);
}

/** The part of a writable stream this needs (process.stdout and process.stderr). */
export interface WritableLike {
  write(chunk: unknown, ...rest: unknown[]): boolean;
}

const PATCHED = Symbol.for('industry-community.redacted-stream');

/**
 * Makes every write of `stream` pass through `redactSecrets` (once per stream; further calls do nothing).
 * Text and byte chunks are redacted as UTF-8; anything else is written as given.
 */
export function redactStream(stream: WritableLike): void {
  const marked = stream as WritableLike & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const write = stream.write.bind(stream);
  stream.write = (chunk: unknown, ...rest: unknown[]): boolean => {
    if (typeof chunk === 'string') return write(redactSecrets(chunk), ...rest);
    if (chunk instanceof Uint8Array) return write(redactSecrets(new TextDecoder().decode(chunk)), ...rest);
    return write(chunk, ...rest);
  };
}
