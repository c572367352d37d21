import type { SeedCircle } from './types';

export const circlesCorpus: SeedCircle[] = [];
