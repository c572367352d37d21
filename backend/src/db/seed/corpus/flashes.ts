import type { SeedFlash } from './types';

export const flashesCorpus: SeedFlash[] = [];
