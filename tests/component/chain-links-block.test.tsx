/**
 * L30: the company page's chain links, grouped by relation type under the labels of `locales/`, each company linked
 * to its own page by member kind; nothing shows without links.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChainLinksBlock } from '@/components/company/chain-links-block';
import type { CompanyChainLink } from '@/lib/contract/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

const LINKS: CompanyChainLink[] = [
  { relationType: 'CUSTOMER', company: { companyId: 30, code: 'bailian-youxuan', name: '百联优选供应链有限公司', enName: 'Bailian Youxuan Supply Chain Co., Ltd.', memberKind: 'ORDINARY' } },
  { relationType: 'SUPPLIER', company: { companyId: 20, code: 'hengtong-flex', name: '恒通软包装股份有限公司', enName: 'Hengtong Flexible Packaging Co., Ltd.', memberKind: 'COLLEGE' } },
  { relationType: 'SUPPLIER', company: { companyId: 21, code: 'qicai-ink', name: '七彩油墨化工有限公司', enName: null, memberKind: 'ORDINARY' } },
];

describe('L30 chain links block', () => {
  it('L30 groups the links under the relation labels and links each company by member kind (zh)', () => {
    renderWithI18n(<ChainLinksBlock t={createTranslate(getMessages('zh'))} locale="zh" links={LINKS} />);
    const block = screen.getByTestId('company-chain-links');
    expect(within(block).getByRole('heading').textContent).toBe('产业链上下游');
    expect(Array.from(block.querySelectorAll('dt')).map((d) => d.textContent)).toEqual(['客户', '供应商']);
    const suppliers = block.querySelector('[data-relation="SUPPLIER"]') as HTMLElement;
    expect(within(suppliers).getByRole('link', { name: '恒通软包装股份有限公司' }).getAttribute('href')).toBe('/company/hengtong-flex');
    expect(within(suppliers).getByRole('link', { name: '七彩油墨化工有限公司' }).getAttribute('href')).toBe('/company/ordinary/qicai-ink');
  });

  it('L30 in English the labels and names are English', () => {
    renderWithI18n(<ChainLinksBlock t={createTranslate(getMessages('en'))} locale="en" links={LINKS.slice(0, 2)} />, 'en');
    const block = screen.getByTestId('company-chain-links');
    expect(Array.from(block.querySelectorAll('dt')).map((d) => d.textContent)).toEqual(['Customer', 'Supplier']);
    expect(block.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('L30 a company without links shows no block', () => {
    renderWithI18n(<ChainLinksBlock t={createTranslate(getMessages('zh'))} locale="zh" links={[]} />);
    expect(screen.queryByTestId('company-chain-links')).toBeNull();
  });
});
