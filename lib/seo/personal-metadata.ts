import type { Metadata } from 'next';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import type { MessageKey } from '@/locales/zh';

/** `generateMetadata` of a personal page: its title with the site's name, in the variant's language; never indexed. */
export function personalMetadata(titleKey: MessageKey) {
  return async function generateMetadata({ params }: { params: Promise<{ variant: string }> }): Promise<Metadata> {
    const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
    return { title: joinTitle([t(titleKey), t('site.name')]), robots: { index: false } };
  };
}
