import type { SeedPost } from './types';

export const postsCorpus: SeedPost[] = [];
