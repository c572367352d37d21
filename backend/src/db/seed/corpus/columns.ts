import type { SeedColumn } from './types';

export const columnsCorpus: SeedColumn[] = [];
