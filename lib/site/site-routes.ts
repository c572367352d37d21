import { SITE_PAGE_CODE } from '@/lib/constants';

/** O01–O14 and the O24 aliases: `/site/{route}` → site page code (DEFAULT mapping by name). */
export const SITE_ROUTE_CODES: Readonly<Record<string, string>> = {
  join: SITE_PAGE_CODE.joinUs,
  flink: SITE_PAGE_CODE.flink,
  partners: SITE_PAGE_CODE.flink,
  contactnews: SITE_PAGE_CODE.contactNews,
  about: SITE_PAGE_CODE.aboutUs,
  risk: SITE_PAGE_CODE.postRiskNotice,
  payment: SITE_PAGE_CODE.paymentInstructions,
  refund: SITE_PAGE_CODE.refundInstructions,
  invoicing: SITE_PAGE_CODE.invoicingInstructions,
  guide: SITE_PAGE_CODE.guide,
  agreement: SITE_PAGE_CODE.agreement,
  contact_us: SITE_PAGE_CODE.contactUs,
  contact: SITE_PAGE_CODE.contactUs,
  copyright: SITE_PAGE_CODE.copyright,
  webhelp: SITE_PAGE_CODE.webhelp,
  privacy: SITE_PAGE_CODE.privacy,
};

/**
 * The route of each site page: the first `/site/{route}` naming its code (`/site/partners` and `/site/contact`, the
 * footer's O24 aliases, name the pages of `/site/flink` and `/site/contact_us`). Their canonical and sitemap URL.
 */
export function siteRouteOf(route: string): string | null {
  const code = SITE_ROUTE_CODES[route];
  return code ? (Object.keys(SITE_ROUTE_CODES).find((r) => SITE_ROUTE_CODES[r] === code) ?? null) : null;
}

/** Every site page once, by its route. */
export const SITE_ROUTES: readonly string[] = Object.keys(SITE_ROUTE_CODES).filter((route) => siteRouteOf(route) === route);
