import type { Metadata } from 'next';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';
import type { MessageKey } from '@/locales/zh';

/**
 * `generateMetadata` of a personal page: its title (the keys' texts, then the site's name, joined by `_`) in the
 * variant's language; never indexed, and with `{ follow: false }` its links are not followed either (previews,
 * settings).
 */
export function personalMetadata(titleKeys: MessageKey | readonly MessageKey[], { follow = true }: { follow?: boolean } = {}) {
  const keys = typeof titleKeys === 'string' ? [titleKeys] : titleKeys;
  return async function generateMetadata({ params }: { params: Promise<{ variant: string }> }): Promise<Metadata> {
    const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
    return { title: joinTitle([...keys.map((k) => t(k)), t('site.name')]), robots: follow ? { index: false } : { index: false, follow: false } };
  };
}
