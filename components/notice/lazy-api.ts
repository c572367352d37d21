/** The browser API client with the notice and friend calls, loaded on first use (keeps them out of the first load). */
export async function noticeApi() {
  const [{ clientTransport }, msg, social] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/msg'), import('@/lib/api/social')]);
  return { t: clientTransport, ...msg, ...social };
}
