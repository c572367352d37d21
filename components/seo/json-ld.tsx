import { serializeJsonLd } from '@/lib/seo/structured-data';

/** One structured-data block (issue 20 item 5); the builders of lib/seo/structured-data.ts make `data`. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
