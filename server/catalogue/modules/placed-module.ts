// A module together with the chapter whose path it belongs in and the part it plays there; the learning paths
// are put together from these.
import type {Module} from '../../../schema/catalogue.ts';

export const PATH_ROLES = [
  'lesson',
  'kana-practice',
  'kana-quiz',
  'vocab-list',
  'vocab-practice',
  'grammar-notes',
  'conjugation',
  'counters',
  'sentence-practice',
  'listening',
  'video',
  'worksheet',
  'all-vocab-test',
] as const;
export type PathRole = (typeof PATH_ROLES)[number];

export type PlacedModule = {chapter: number; role: PathRole; module: Module};
