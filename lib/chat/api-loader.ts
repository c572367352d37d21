/** The browser API client with the chat calls, loaded on first use (keeps axios and zod out of first loads). */
export async function chatApi() {
  const [{ clientTransport }, calls] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/chat')]);
  return { t: clientTransport, ...calls };
}
export type ChatApi = Awaited<ReturnType<typeof chatApi>>;
