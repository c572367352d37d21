/**
 * The browser API client and the company calls, loaded on first use so the company page's islands keep axios
 * and zod out of the first load.
 */
export async function companyApi() {
  const [{ clientTransport }, api] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/company')]);
  return { t: clientTransport, ...api };
}
