import type { Locale } from '@/lib/constants';
import type { Messages } from './translate';

/** A load React's `use()` reads at once when it has settled (it reads `status` and `value`). */
type Load = Promise<Messages> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: Messages; reason?: unknown };

const loads = new Map<string, Load>();

function tracked(promise: Promise<Messages>): Load {
  const load = promise as Load;
  load.status = 'pending';
  promise.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(load, { status: 'rejected', reason }),
  );
  return load;
}

/** On the server (rendering the islands' HTML) the catalogue is part of the server bundle. */
const BUNDLED: Record<Locale, () => Promise<Messages>> = {
  zh: () => import('@/locales/zh').then((m) => m.zh),
  en: () => import('@/locales/en').then((m) => m.en),
};

/** In the browser it is the file the page names, fetched once (the page preloads it); a failed fetch is tried twice more. */
async function fetched(url: string): Promise<Messages> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Messages;
      if (attempt >= 3) throw new Error(`${url} answered ${response.status}`);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
  }
}

/**
 * The catalogue of `locale` that `url` names (lib/i18n/catalogue-file.ts), one load per address, for the i18n
 * provider to `use()`: the first render waits for it, later ones read it at once.
 */
export function catalogueLoad(url: string, locale: Locale): Promise<Messages> {
  let load = loads.get(url);
  if (!load) {
    load = tracked(typeof window === 'undefined' ? BUNDLED[locale]() : fetched(url));
    loads.set(url, load);
  }
  return load;
}
