import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';

type Params = Promise<{ variant: string }>;

export const revalidate = 3600;

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: `${t('upgrade.title')}_${t('site.name')}` };
});

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.cn/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', href: 'https://www.firefox.com.cn/' },
];

/** A18: a static "please upgrade your browser" page. */
export default async function Upgrade({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody>
      <section style={{ background: '#fff', borderRadius: 6, padding: 32 }}>
        <h1>{t('upgrade.title')}</h1>
        <p>{t('upgrade.body')}</p>
        <ul>
          {BROWSERS.map((b) => (
            <li key={b.href}>
              <a href={b.href} target="_blank" rel="noopener noreferrer nofollow">
                {b.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </PageBody>
  );
}
