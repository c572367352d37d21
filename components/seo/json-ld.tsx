import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * The one way structured data reaches a page (issue 20 item 5): `data` from a builder of `lib/seo/` (structured-data,
 * article-, catalogue-, company-, dict-json-ld, events), serialized by the one escaping serializer.
 */
export function JsonLd({ data }: { data: object }) {
  if (Array.isArray(data) && data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
