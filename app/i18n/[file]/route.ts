import { catalogueFor } from '@/lib/i18n/catalogue-file';

/** `/i18n/{locale}.{hash}.json`: the message catalogue the islands read (lib/i18n/catalogue-file.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const found = catalogueFor((await params).file);
  if (!found) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(found.body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': found.current ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
