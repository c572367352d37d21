import { rasterImageUrl } from '@/lib/seo/images';
import type { BrandDetail, ProductDetail } from '@/lib/contract/catalogue';
import { productOffer } from '@/lib/format/product-price';
import { breadcrumbListOf, type LdCrumb } from '@/lib/seo/json-ld';

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

/** T17 / issue 16 §6: `Product` (name, image, brand, manufacturer, offers) and its breadcrumb trail. */
export function productJsonLd(product: ProductDetail, url: string, description: string, crumbs: LdCrumb[]): object[] {
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
      offers: offersOf(product, url),
    },
    breadcrumbListOf(crumbs),
  ];
}

/** T16: `Brand` and its breadcrumb trail. */
export function brandJsonLd(brand: BrandDetail, url: string, description: string, crumbs: LdCrumb[]): object[] {
  return [
    { '@context': 'https://schema.org', '@type': 'Brand', name: brand.name, logo: raster([brand.logo], url)?.[0], description, url },
    breadcrumbListOf(crumbs),
  ];
}

/** N11: the chain's levels as a breadcrumb trail. */
export function chainJsonLd(crumbs: LdCrumb[]): object {
  return breadcrumbListOf(crumbs);
}
