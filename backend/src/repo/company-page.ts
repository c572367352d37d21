/**
 * A company page (L11): the whole record with its section navigation, products, brands and achievements; the recommended products (L26).
 * Products and brands are the catalogue's one card (repo/catalogue.ts), as the chain and search answer them.
 */
import type { ProductCard } from '@/lib/contract/catalogue';
import type { AchievementCard, CompanyDetail, CompanyListItem, SectionLanguage, SectionNavItem } from '@/lib/contract/company';
import type { PagingQuery } from '@/lib/contract/common';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';
import { paged, type PageOf } from '../http/paging';
import { PRODUCT_COLUMNS, productCardOf, searchBrands, searchProducts, type ProductRow } from './catalogue';
import { toListItems, type CompanyRow } from './companies';

/** How many products and brands a company page shows (L11). */
const PAGE_CARDS = 12;

async function sectionNav(db: Db, companyId: number, language: SectionLanguage): Promise<SectionNavItem[]> {
  return (await all<{ id: number; section_key: string; name: string; sort: number }>(
    db,
    'SELECT id, section_key, name, sort FROM company_sections WHERE company_id = ? AND language = ? ORDER BY sort, id',
    companyId,
    language,
  )).map((r) => ({ id: r.id, sectionKey: r.section_key, name: r.name, sort: r.sort }));
}

/**
 * Issue 29 item 7 (DEFAULT): the member an enquiry (询价 on a product) chats with: the company's first admin — the
 * employee relation that manages the page — by the time they joined; null when the company has none.
 */
async function contactMemberOf(db: Db, companyId: number): Promise<number | null> {
  const row = await get<{ member_id: number }>(
    db,
    "SELECT member_id FROM company_employees WHERE company_id = ? AND role = 'ADMIN' AND status = 'APPROVED' ORDER BY created_at, member_id LIMIT 1",
    companyId,
  );
  return row ? Number(row.member_id) : null;
}

/** L11: the whole company record of a page (sections in zh, products, brands, passed achievements). */
export async function companyDetail(db: Db, row: CompanyRow): Promise<CompanyDetail> {
  const staffCount = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM company_staff WHERE company_id = ?', row.id))?.n ?? 0;
  const [item] = await toListItems(db, [{ ...row, staff_count: staffCount }]);
  // the first page of the company's approved products and brands, most viewed first, as search and the chain answer them
  const ofCompany = { companyId: row.id, current: 1, size: PAGE_CARDS, tagId: [] };
  const [products, brands] = await Promise.all([searchProducts(db, ofCompany), searchBrands(db, ofCompany)]);
  const achievements = (await all<{ id: number; title: string; cover_img: string | null; summary: string | null }>(
    db,
    "SELECT id, title, cover_img, summary FROM achievements WHERE company_id = ? AND audit_status = 'PASS' ORDER BY id DESC LIMIT 6",
    row.id,
  )).map((a): AchievementCard => ({ id: a.id, title: a.title, coverImg: a.cover_img, summary: a.summary }));
  return {
    ...(item as CompanyListItem),
    coverImg: row.cover_img,
    stockCode: row.stock_code,
    foundedYear: row.founded_year,
    website: row.website,
    showFileName: row.show_file_name === 1,
    locationId: row.location_id,
    employeeCount: row.employee_count,
    contact: { person: row.contact_person, phone: row.contact_phone, email: row.contact_email, address: row.address, memberId: await contactMemberOf(db, row.id) },
    sections: await sectionNav(db, row.id, 'zh'),
    products: products.records,
    brands: brands.records,
    achievements,
  };
}

/** L26: the products a company recommends, in its order. */
export async function recommendedProducts(db: Db, companyId: number, paging: PagingQuery): Promise<PageOf<ProductCard>> {
  const total =
    (await get<{ n: number }>(
      db,
      "SELECT COUNT(*) AS n FROM company_recommend_products r JOIN company_products p ON p.id = r.product_id WHERE r.company_id = ? AND p.review_status = 'APPROVED'",
      companyId,
    ))?.n ?? 0;
  return await paged(paging, total, async (limit, offset) =>
    (await all<ProductRow>(
      db,
      `SELECT ${PRODUCT_COLUMNS} FROM company_recommend_products r JOIN company_products p ON p.id = r.product_id
        JOIN companies c ON c.id = p.company_id WHERE r.company_id = ? AND p.review_status = 'APPROVED' ORDER BY r.sort, p.id LIMIT ? OFFSET ?`,
      companyId,
      limit,
      offset,
    )).map(productCardOf),
  );
}
