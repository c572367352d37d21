/**
 * V09 (L12): a company's sections are read in the interface's language: the section editor asks
 * `GET /company/sections/list` with `language` = the current locale (zh or en). Its content templates are requested
 * with the same locale through `{id}/template/list?language=` (V09, company-manage-panels.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionEditor } from '@/components/company/section-editor';
import { COMPANY_TOKEN, type CompanySectionFull } from '@/lib/contract/company';
import { useSessionStore } from '@/stores/session';
import { companyHandlers } from '../mocks/handlers/company';
import { callsTo, otherCalls, queryOf, recorded, type SentCall } from '../mocks/request';
import { server, startMockServer } from '../mocks/server';
import { renderWithI18n } from './render';


startMockServer();
/** Every call the editor made, in order. */
let calls: SentCall[];

const SECTIONS: Record<'zh' | 'en', CompanySectionFull[]> = {
  zh: [{ id: 11, companyId: 7, sectionKey: 'intro', name: '公司简介', content: '<p>简介</p>', language: 'zh', sort: 0 }],
  en: [{ id: 21, companyId: 7, sectionKey: 'intro', name: 'Company Profile', content: '<p>Profile</p>', language: 'en', sort: 0 }],
};

beforeEach(() => {
  calls = [];
  server.use(
    companyHandlers.sections(recorded(calls, (request) => SECTIONS[queryOf(request).language === 'en' ? 'en' : 'zh'])),
    companyHandlers.sectionTemplates(recorded(calls, [])),
    otherCalls(calls),
  );
  useSessionStore.setState({ hydrated: true, isLogin: true, memberId: 1001, permissions: [COMPANY_TOKEN.sectionEdit] });
});

describe('V09 section language', () => {
  it.each([
    ['zh', '公司简介'],
    ['en', 'Company Profile'],
  ] as const)('V09 in %s the sections are requested with language = the locale and show %s', async (locale, name) => {
    renderWithI18n(<SectionEditor companyId={7} onClose={vi.fn()} />, locale);
    await waitFor(() => expect(screen.getByDisplayValue(name)).toBeTruthy());
    expect(callsTo(calls, 'GET', '/company/sections/list').map((c) => c.query)).toEqual([{ companyId: '7', language: locale }]);
  });
});
