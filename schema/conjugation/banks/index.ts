// Both word banks: what the drill imports lazily with its route chunk, and what the catalogue check reads.
import {ADJECTIVES} from './adjectives.ts';
import {STATIVE_VERB_KEYS, VERBS} from './verbs.ts';

export {ADJECTIVES, STATIVE_VERB_KEYS, VERBS};
export const WORD_BANK = [...VERBS, ...ADJECTIVES];
