import type { SeedEvent } from './types';

export const eventsCorpus: SeedEvent[] = [];
