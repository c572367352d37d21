/** What a mocked call carried, read inside a handler so a test can assert what the app sent. */

/** The query string as a plain object (`{noticeType: '1', current: '1', …}`). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The JSON body. */
export async function bodyOf<T = unknown>(request: Request): Promise<T> {
  return (await request.clone().json()) as T;
}
