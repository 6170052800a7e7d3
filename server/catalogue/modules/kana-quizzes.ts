// The kana quizzes (requirements §2.1): each turns its sets into kana–romaji pairs. A quiz exists when all its sets do.
import type {KanaQuizKey} from '../../../schema/catalogue.ts';
import type {PlacedModule} from './placed-module.ts';

const KANA_QUIZZES: {key: KanaQuizKey; title: string; setIds: string[]}[] = [
  {key: 'hiragana-quiz', title: 'Hiragana quiz', setIds: ['kana_hiragana']},
  {key: 'dakuten-handakuten-quiz', title: 'Dakuten and handakuten quiz', setIds: ['kana_dakuten-handakuten']},
  {key: 'contracted-sounds-quiz', title: 'Contracted sounds quiz', setIds: ['kana_contracted-sounds']},
  {
    key: 'all-hiragana-quiz',
    title: 'All hiragana quiz',
    setIds: ['kana_hiragana', 'kana_dakuten-handakuten', 'kana_contracted-sounds'],
  },
];

export function kanaQuizModules(setIds: ReadonlySet<string>): PlacedModule[] {
  return KANA_QUIZZES.filter((quiz) => quiz.setIds.every((id) => setIds.has(id))).map((quiz) => ({
    chapter: 0,
    role: 'kana-quiz',
    module: {
      kind: 'practice',
      key: quiz.key,
      title: quiz.title,
      session_type: 'vocab-practice',
      vocab_set_ids: quiz.setIds,
      allowed_practice_modes: ['meanings'],
      instructions: 'Type the romaji for each kana.',
    },
  }));
}
