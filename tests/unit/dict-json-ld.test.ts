import { describe, expect, it } from 'vitest';
import type { DictEntry } from '@/lib/contract/dict';
import { dictJsonLd, dictTermAnchor, dictTermText } from '@/lib/seo/dict-json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';

const terms: DictEntry[] = [
  { id: 7, word: '双向拉伸聚丙烯薄膜', enWord: 'Biaxially oriented polypropylene film (BOPP)', category: 'material', explanation: '经纵横两向拉伸的聚丙烯薄膜。', enExplanation: 'Polypropylene film stretched in both directions.' },
  { id: 8, word: '流延</script>', enWord: null, category: 'process', explanation: null, enExplanation: 'Cast film.' },
];
const urls = { set: 'https://example.com/dict/detail', page: 'https://example.com/dict/detail?page=2' };

describe('E19 dictionary JSON-LD', () => {
  it('is a DefinedTermSet whose DefinedTerms name the page anchors of the terms', () => {
    const ld = JSON.parse(serializeJsonLd(dictJsonLd(terms, urls, { name: '食包印行业词典', description: '术语' }, 'zh')));
    expect(ld['@type']).toBe('DefinedTermSet');
    expect(ld['@id']).toBe('https://example.com/dict/detail#set');
    expect(ld.inLanguage).toBe('zh-CN');
    expect(ld.hasDefinedTerm).toHaveLength(2);
    expect(ld.hasDefinedTerm[0]).toEqual({
      '@type': 'DefinedTerm',
      '@id': 'https://example.com/dict/detail?page=2#term-7',
      name: '双向拉伸聚丙烯薄膜',
      alternateName: 'Biaxially oriented polypropylene film (BOPP)',
      description: '经纵横两向拉伸的聚丙烯薄膜。',
      url: 'https://example.com/dict/detail?page=2#term-7',
      inDefinedTermSet: 'https://example.com/dict/detail#set',
    });
    // a missing zh definition falls back to the English one
    expect(ld.hasDefinedTerm[1].description).toBe('Cast film.');
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd(dictJsonLd(terms, urls, { name: 'x', description: 'y' }, 'zh'))).not.toContain('</script>');
  });

  it('in English names the term in English and keeps the Chinese name as the alternate', () => {
    const ld = JSON.parse(serializeJsonLd(dictJsonLd(terms, urls, { name: 'Dictionary', description: 'Terms' }, 'en')));
    expect(ld.inLanguage).toBe('en');
    expect(ld.hasDefinedTerm[0].name).toBe('Biaxially oriented polypropylene film (BOPP)');
    expect(ld.hasDefinedTerm[0].alternateName).toBe('双向拉伸聚丙烯薄膜');
    expect(ld.hasDefinedTerm[0].description).toBe('Polypropylene film stretched in both directions.');
    // a term without an English name keeps its Chinese one
    expect(dictTermText(terms[1]!, 'en')).toEqual({ name: '流延</script>', otherName: null, definition: 'Cast film.' });
    expect(dictTermAnchor(12)).toBe('term-12');
  });
});
