import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ExternalLinkView } from '@/components/site/external-link-view';
import { redirectHosts } from '@/lib/env';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { classifyRedirect } from '@/lib/routing/safe-redirect';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// The target comes from the query of each request; never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: `${t('leave.title')}_${t('site.name')}`, robots: { index: false, follow: false } };
}

/**
 * Issue 17 item 2: `/redirect?redirectUri=<a host outside the allowlist>` is rewritten here by the proxy
 * (lib/routing/decide.ts). The target is classified again (never trusted from the rewrite); anything that is
 * not an interstitial target goes home.
 */
export default async function ExternalLink({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  const raw = (await searchParams).redirectUri;
  const hosts = redirectHosts();
  const host = (await headers()).get('host');
  const target = typeof raw === 'string' ? classifyRedirect(raw, host ? [host, ...hosts.own] : hosts.own, hosts.allowed) : null;
  if (target?.kind !== 'interstitial') redirect('/');
  return <ExternalLinkView url={target.url} t={createTranslate(getMessages(v.locale))} />;
}
