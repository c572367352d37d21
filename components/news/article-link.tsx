'use client';

import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { articleHref } from '@/lib/routing/news-links';

/** The class tags that make a news item a case (lib/routing/news-links.ts), given once by the site layout. */
const CaseClasses = createContext<ReadonlySet<number>>(new Set());

export function CaseClassesProvider({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const set = useMemo(() => new Set(ids), [ids]);
  return <CaseClasses.Provider value={set}>{children}</CaseClasses.Provider>;
}

/** A link to a news item at its one URL (issue 31 item 1): `/case/{id}` for a case, `/news/{id}` otherwise. */
export function ArticleLink({ item, ...props }: { item: { id: number; classTagId: number | null } } & Omit<ComponentProps<typeof AppLink>, 'href'>) {
  return <AppLink href={articleHref(item, useContext(CaseClasses))} {...props} />;
}
