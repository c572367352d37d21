import type { SeedTopic } from './types';

export const topicsCorpus: SeedTopic[] = [];
