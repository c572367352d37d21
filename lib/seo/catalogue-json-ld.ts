import { rasterImageUrl } from '@/lib/seo/images';
import type { BrandDetail, ProductDetail } from '@/lib/contract/catalogue';
import { productOffer } from '@/lib/format/product-price';

/** `Offer` for a specific or starting price, `AggregateOffer` for a range, none for 面议 or an invalid price. */
function offersOf(product: ProductDetail, url: string) {
  const offer = productOffer(product);
  switch (offer.kind) {
    case 'specific':
    case 'least':
      return { '@type': 'Offer', price: offer.price, priceCurrency: 'CNY', url };
    case 'range':
      return { '@type': 'AggregateOffer', lowPrice: offer.min, highPrice: offer.max, priceCurrency: 'CNY', url };
    default:
      return undefined;
  }
}

/** Absolute raster URLs of API images (seed SVGs → their PNG rendition); undefined when none is left. */
function raster(urls: (string | null)[], pageUrl: string): string[] | undefined {
  const out = urls.map((u) => rasterImageUrl(u, new URL('/', pageUrl).toString())).filter((u): u is string => u !== null);
  return out.length > 0 ? out : undefined;
}

/**
 * T17 / issue 16 §6: `Product` (name, image, brand, manufacturer, offers). Issue 31 item 4: Google's product snippets
 * need `offers`, `review` or `aggregateRating`; a product priced 面议 has none of them and emits no `Product` at all.
 * No `BreadcrumbList`: the page shows no trail.
 */
export function productJsonLd(product: ProductDetail, url: string, description: string): object[] {
  const offers = offersOf(product, url);
  if (!offers) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      // issue 20 item 2: absolute raster images
      image: raster(product.images, url),
      brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
      manufacturer: { '@type': 'Organization', name: product.company.name },
      offers,
    },
  ];
}

/** T16: `Brand` (no `BreadcrumbList`: the page shows no trail). */
export function brandJsonLd(brand: BrandDetail, url: string, description: string): object[] {
  return [{ '@context': 'https://schema.org', '@type': 'Brand', name: brand.name, logo: raster([brand.logo], url)?.[0], description, url }];
}
