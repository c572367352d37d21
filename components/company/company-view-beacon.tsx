'use client';

import { useEffect } from 'react';

/**
 * L14/L09: records one view after mount (`POST /company/companies/view` `{companyId}` or `/company/staff/view`
 * `{code}`), fire and forget with `keepalive`, without loading the API client.
 */
export function CompanyViewBeacon(props: { companyId: number } | { staffCode: string }) {
  const body = 'companyId' in props ? { companyId: props.companyId } : { code: props.staffCode };
  const path = 'companyId' in props ? '/api/company/companies/view' : '/api/company/staff/view';
  const key = JSON.stringify(body);
  useEffect(() => {
    void fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: key, keepalive: true }).catch(() => undefined);
  }, [path, key]);
  return null;
}
