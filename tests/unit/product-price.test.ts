/** M25 / Q: the product price display for every price type, in zh and en. */
import { describe, expect, it } from 'vitest';
import { priceUnitSuffix, productOffer, productPriceText } from '@/lib/format/product-price';
import { createTranslate, getMessages } from '@/lib/i18n/messages';

const zh = createTranslate(getMessages('zh'));
const en = createTranslate(getMessages('en'));

describe('M25 Q19 product price display (the site money format, two decimals)', () => {
  it('SPECIFIC shows ¥{price}', () => {
    expect(productPriceText({ priceType: 'SPECIFIC', price: 39.9, maxPrice: null }, zh)).toBe('¥39.90');
    expect(productPriceText({ priceType: 'SPECIFIC', price: 52, maxPrice: 80 }, zh)).toBe('¥52.00');
  });
  it('LEAST shows ¥{price}起 (en: From ¥{price})', () => {
    expect(productPriceText({ priceType: 'LEAST', price: 260, maxPrice: null }, zh)).toBe('¥260.00起');
    expect(productPriceText({ priceType: 'LEAST', price: 0.15, maxPrice: null }, en)).toBe('From ¥0.15');
  });
  it('RANGE shows ¥{min}-¥{max}', () => {
    expect(productPriceText({ priceType: 'RANGE', price: 120, maxPrice: 168 }, zh)).toBe('¥120.00-¥168.00');
  });
  it('NEGOTIABLE shows 面议 (en: Negotiable), whatever the numbers', () => {
    expect(productPriceText({ priceType: 'NEGOTIABLE', price: null, maxPrice: null }, zh)).toBe('面议');
    expect(productPriceText({ priceType: 'NEGOTIABLE', price: 10, maxPrice: null }, en)).toBe('Negotiable');
  });
  it("an invalid type or a missing, negative or inverted price shows '-'", () => {
    expect(productPriceText({ priceType: 'FREE', price: 10, maxPrice: null }, zh)).toBe('-');
    expect(productPriceText({ priceType: 'SPECIFIC', price: null, maxPrice: null }, zh)).toBe('-');
    expect(productPriceText({ priceType: 'LEAST', price: -1, maxPrice: null }, zh)).toBe('-');
    expect(productPriceText({ priceType: 'RANGE', price: 20, maxPrice: 10 }, zh)).toBe('-');
    expect(productPriceText({ priceType: 'RANGE', price: 20, maxPrice: null }, zh)).toBe('-');
  });
  it('the offer kind drives JSON-LD: specific, range, none for negotiable', () => {
    expect(productOffer({ priceType: 'SPECIFIC', price: 5, maxPrice: null })).toEqual({ kind: 'specific', price: 5 });
    expect(productOffer({ priceType: 'RANGE', price: 1, maxPrice: 2 })).toEqual({ kind: 'range', min: 1, max: 2 });
    expect(productOffer({ priceType: 'NEGOTIABLE', price: null, maxPrice: null })).toEqual({ kind: 'negotiable' });
  });
});

describe('L22 M25 the unit after a price', () => {
  it('reads the same however the company typed it: 箱, /箱, 元/箱 all give /箱', () => {
    expect(priceUnitSuffix('箱')).toBe('/箱');
    expect(priceUnitSuffix('/箱')).toBe('/箱');
    expect(priceUnitSuffix('元/箱')).toBe('/箱');
    expect(priceUnitSuffix(' 元 / 千克 ')).toBe('/千克');
    expect(priceUnitSuffix('元')).toBeNull();
    expect(priceUnitSuffix(null)).toBeNull();
  });
});
