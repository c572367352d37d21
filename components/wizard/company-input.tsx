'use client';

import { AutoComplete } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { clientTransport } from '@/lib/api/client';
import { searchCompanyNames } from '@/lib/api/company';
import { COMPANY_MAX } from '@/lib/constants';
import type { CompanySuggestion } from '@/lib/contract/company';

const SEARCH_DELAY_MS = 300;

/**
 * D05/D06, R45: company autocomplete — hot companies while the box is empty, up to 20 suggestions for a
 * keyword. Choosing a suggestion reports its id; typing free text reports 0.
 */
export function CompanyInput(props: {
  /** Set by Form.Item so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onCompanyId: (id: number) => void;
  onBlur?: () => void;
  testId?: string;
}) {
  const { id, value, onChange, onCompanyId, onBlur, testId } = props;
  const t = useT();
  const locale = useLocale();
  const [options, setOptions] = useState<CompanySuggestion[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  const load = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      searchCompanyNames(clientTransport, keyword, { signal: current.signal })
        .then((list) => {
          if (!current.signal.aborted) setOptions(list);
        })
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
  };

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return (
    <AutoComplete
      id={id}
      value={value}
      maxLength={COMPANY_MAX}
      placeholder={t('validation.companyRequired')}
      options={options.map((c) => ({
        value: `${c.id}`,
        label: locale === 'en' && c.enName ? c.enName : c.cnName,
      }))}
      onFocus={() => {
        if (!value?.trim()) load('');
      }}
      onSearch={(text) => load(text)}
      onSelect={(id: string) => {
        const chosen = options.find((c) => `${c.id}` === id);
        if (!chosen) return;
        onChange?.(chosen.cnName);
        onCompanyId(chosen.id);
      }}
      onChange={(text: string) => {
        // a selection arrives here with the option's id first; onSelect then replaces it by the name
        if (options.some((c) => `${c.id}` === text)) return;
        onChange?.(text);
        onCompanyId(0);
      }}
      onBlur={onBlur}
      data-testid={testId}
    />
  );
}
