/**
 * The industry dictionary (E19): ≥ 200 terms of food, printing and packaging, by category.
 */
import type { DictCategory } from '@/lib/contract/dict';
import { materialTerms, type DictRow } from './dictionary-materials';
import { machineTerms } from './dictionary-machines';
import { processTerms } from './dictionary-processes';
import { qualityTerms, standardTerms } from './dictionary-standards';

export type { DictRow };

export const dictionaryCorpus: readonly { category: DictCategory; rows: readonly DictRow[] }[] = [
  { category: 'material', rows: materialTerms },
  { category: 'process', rows: processTerms },
  { category: 'machine', rows: machineTerms },
  { category: 'standard', rows: standardTerms },
  { category: 'quality', rows: qualityTerms },
];
