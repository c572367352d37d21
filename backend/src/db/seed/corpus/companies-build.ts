import type { CompanyListStatus, SeedBrand, SeedCompany, SeedProduct } from './types';

/** Compact description of a company; `buildCompany` expands it into sections and a full intro. */
export interface CompanyDraft {
  cnName: string;
  enName: string;
  code: string;
  city: string;
  listed?: string;
  founded: number;
  /** Hand-written core of the introduction. */
  about: string;
  categories: string[];
  /** What the company is known for, one sentence used in the core-products section. */
  focus: string;
  history: [number, string][];
  honors: string[];
  products: SeedProduct[];
  brands: SeedBrand[];
  /** Optional extra section: [name, paragraph]. */
  extra?: [string, string];
}

type PriceSpec = number | [number, number] | `${number}+` | null;

/** Product helper: price 12.5 → SPECIFIC, '800+' → LEAST, [a, b] → RANGE, null → NEGOTIABLE. */
export function product(name: string, description: string, unit: string, price: PriceSpec, categories: string[] = []): SeedProduct {
  if (price === null) return { name, description, unit, categories, priceType: 'NEGOTIABLE' };
  if (typeof price === 'number') return { name, description, unit, categories, priceType: 'SPECIFIC', price };
  if (Array.isArray(price)) return { name, description, unit, categories, priceType: 'RANGE', price: price[0], maxPrice: price[1] };
  return { name, description, unit, categories, priceType: 'LEAST', price: Number(price.slice(0, -1)) };
}

export function brand(name: string, description: string): SeedBrand {
  return { name, description };
}

function priceText(p: SeedProduct): string {
  switch (p.priceType) {
    case 'SPECIFIC':
      return `参考价 ${p.price} ${p.unit}`;
    case 'LEAST':
      return `${p.price} ${p.unit} 起`;
    case 'RANGE':
      return `${p.price}–${p.maxPrice} ${p.unit}`;
    default:
      return '价格面议';
  }
}

export function buildCompany(d: CompanyDraft): SeedCompany {
  const listStatus: CompanyListStatus = d.listed ? 'LISTED' : 'UNLISTED';
  const scope = d.categories.join('、');
  const intro =
    `${d.about}公司总部位于${d.city}，成立于${d.founded}年，业务覆盖${scope}等领域，` +
    `${d.listed ? `于资本市场公开上市（证券代码 ${d.listed}），` : ''}` +
    `建立了覆盖研发、采购、生产、检验与售后服务的全流程管理体系，坚持以质量和客户服务为核心竞争力，近年来持续加大研发投入，积极推进数字化与绿色化转型，为国内外食品、消费品与包装印刷客户提供稳定可靠的产品和解决方案。`;
  const sections = [
    {
      key: 'intro',
      name: '公司简介',
      content:
        `<p>${intro}</p>` +
        `<p>旗下品牌包括${d.brands.map((b) => `「${b.name}」`).join('、')}，产品销往全国主要省份${d.listed ? '及海外二十余个国家和地区' : ''}。</p>`,
    },
    {
      key: 'products',
      name: '核心产品',
      content:
        `<p>${d.focus}</p>` +
        d.products.map((p) => `<h3>${p.name}</h3><p>${p.description}（${priceText(p)}）</p>`).join('') +
        `<ul>${d.categories.map((c) => `<li>${c}</li>`).join('')}</ul>`,
    },
    {
      key: 'history',
      name: '发展历程',
      content: `<ul>${d.history.map(([y, e]) => `<li><strong>${y}年</strong>：${e}</li>`).join('')}</ul>`,
    },
    {
      key: 'honors',
      name: '资质荣誉',
      content: `<p>公司持续完善质量、环境与安全管理体系，主要资质与荣誉如下：</p><ul>${d.honors.map((h) => `<li>${h}</li>`).join('')}</ul>`,
    },
  ];
  if (d.extra) sections.push({ key: 'service', name: d.extra[0], content: `<p>${d.extra[1]}</p>` });
  return {
    cnName: d.cnName,
    shortName: d.cnName.replace(/(集团)?(股份)?有限公司$/, '').replace(/(科技|集团|管理)$/, ''),
    enName: d.enName,
    code: d.code,
    city: d.city,
    listStatus,
    ...(d.listed ? { stockCode: d.listed } : {}),
    foundedYear: d.founded,
    intro,
    categories: d.categories,
    sections,
    products: d.products.map((p) => (p.categories.length ? p : { ...p, categories: d.categories.slice(0, 1) })),
    brands: d.brands,
    website: `https://www.${d.code}.com.cn`,
  };
}
