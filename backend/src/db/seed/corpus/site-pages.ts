import type { SeedSitePage } from './types';

export const sitePagesCorpus: SeedSitePage[] = [];
