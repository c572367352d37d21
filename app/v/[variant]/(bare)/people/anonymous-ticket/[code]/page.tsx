import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TicketView } from '@/components/event/ticket-view';
import { ticketCodeParams } from '@/lib/contract/ec';
import { getTicketByCode } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; code: string }>;

// The code is the key to one visitor's ticket: rendered per request, never cached.
export const dynamic = 'force-dynamic';

async function read(params: Params) {
  const { variant, code } = await params;
  const parsed = ticketCodeParams.safeParse({ code: decodeURIComponent(code) });
  if (!parsed.success) notFound();
  return { v: parseVariant(variant), code: parsed.data.code };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('ticket.title'), t('site.name')]), robots: { index: false, follow: false } };
}

/** H16/A24: `/people/anonymous-ticket/{code}`: a visitor's ticket by its code, with no header and no footer. */
export default async function Page({ params }: { params: Params }) {
  const { v, code } = await read(params);
  const ticket = await getTicketByCode(code);
  if (!ticket) notFound();
  const t = createTranslate(getMessages(v.locale));
  return <TicketView t={t} locale={v.locale} ticket={ticket} />;
}
