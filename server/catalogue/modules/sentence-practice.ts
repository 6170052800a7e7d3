// One sentence-practice module per sentence set; its key is the set's id.
import type {SentenceSet} from '../../../schema/catalogue.ts';
import type {PlacedModule} from './placed-module.ts';

export function sentencePracticeModules(sets: (SentenceSet & {chapter: number})[]): PlacedModule[] {
  return sets.map((set) => ({
    chapter: set.chapter,
    role: 'sentence-practice',
    module: {
      kind: 'practice',
      key: set.id,
      title: set.title,
      session_type: 'sentence-practice',
      vocab_set_ids: [],
      sentence_set_ids: [set.id],
      instructions: `Build each sentence in Japanese, then check it against the model. Focus: ${set.grammar_point}.`,
    },
  }));
}
