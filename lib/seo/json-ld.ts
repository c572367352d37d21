import type { BreadcrumbList, WithContext } from 'schema-dts';

/**
 * The one serializer of structured data (attack list 18), used only by `components/seo/json-ld.tsx`: `<`, `>` and `&`
 * become `\u003c` …, so a user string holding `</script>` or `<!--` cannot end or bend the script element, and
 * U+2028 / U+2029 are escaped too, so the payload parses as JSON and as JavaScript alike. Builders return data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One step of a breadcrumb trail with its absolute URL (none for the current page). */
export interface LdCrumb {
  name: string;
  url?: string | null;
}

/** The one `BreadcrumbList` shape: the trail in the order shown, each step with its absolute URL. */
export function breadcrumbListOf(crumbs: LdCrumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
  };
}
