import type { Metadata } from 'next';
import { absoluteUrl, type ListSeo } from '@/lib/seo/templates';

/** The canonical path of a paged list: page 1 is the bare path, later pages carry `?page=N`. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * Metadata of a public list page (T01): title, description, keywords, canonical URL and Open Graph; `path` is
 * the public URL path (no internal prefix).
 */
export function listMetadata(seo: ListSeo, path: string, page = 1, siteName?: string): Metadata {
  const canonical = pagedPath(path, page);
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical },
    openGraph: { type: 'website', title: seo.title, description: seo.description, url: absoluteUrl(canonical), siteName },
    twitter: { card: 'summary', title: seo.title, description: seo.description },
  };
}
