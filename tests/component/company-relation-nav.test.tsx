/**
 * L30: the company relation (`companyRelation` of a member list item) shows as a label next to the company, one per
 * relation type, in zh and en; an unknown value shows none. L32: the company navigation's news tab links to
 * `/news/company/{companyId}`.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionNav } from '@/components/company/section-nav';
import { MemberWho } from '@/components/people/member-who';
import type { CompanyDetail } from '@/lib/contract/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { renderWithI18n } from './render';

function who(relation: string | null) {
  return <MemberWho id={1060} name="鲍国平" avatar={null} company="华鼎食品科技股份有限公司" relation={relation} position="采购经理" size={36} />;
}

describe('L30 company relation label', () => {
  it.each([
    ['PRODUCT', '产品', 'Product'],
    ['MANAGEMENT', '任职', 'Staff'],
    ['CUSTOMER', '客户', 'Customer'],
    ['SUPPLIER', '供应商', 'Supplier'],
    ['BRAND', '品牌', 'Brand'],
  ])('L30 %s shows as %s (en %s) beside the company', (relation, zh, en) => {
    const { unmount } = renderWithI18n(who(relation));
    expect(screen.getByTestId('company-relation').textContent).toBe(zh);
    unmount();
    renderWithI18n(who(relation), 'en');
    expect(screen.getByTestId('company-relation').textContent).toBe(en);
  });

  it('L30 no label for an unknown relation, none without a relation, none without a company', () => {
    const { unmount } = renderWithI18n(who('PARTNER'));
    expect(screen.queryByTestId('company-relation')).toBeNull();
    unmount();
    const second = renderWithI18n(who(null));
    expect(screen.queryByTestId('company-relation')).toBeNull();
    second.unmount();
    renderWithI18n(<MemberWho id={1060} name="鲍国平" avatar={null} company={null} relation="MANAGEMENT" position="采购经理" size={36} />);
    expect(screen.queryByTestId('company-relation')).toBeNull();
  });
});

describe('L32 company news tab', () => {
  it("L32 the company navigation's news tab links to /news/company/{companyId}", () => {
    const t = createTranslate(getMessages('zh'));
    const company = { companyId: 4321, code: 'qingquan-beverage', memberKind: 'ORDINARY' } as unknown as CompanyDetail;
    renderWithI18n(<SectionNav t={t} company={company} sections={[]} currentKey={null} />);
    expect(screen.getByRole('link', { name: '企业资讯' }).getAttribute('href')).toBe('/news/company/4321');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/company/ordinary/qingquan-beverage');
  });
});
