import type { HotKeywordsCorpus } from './types';

export const hotKeywordsCorpus: HotKeywordsCorpus = { news: [], post: [], activity: [], company: [] };
