// One listening step per chapter that has sentence sets: the chapter's sentences read aloud by the device's
// Japanese voice, answered by writing them down or by picking their meaning.
import {textbookOfChapter, type SentenceSet} from '../../../schema/catalogue.ts';
import {chapterKeyPrefix} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

export const listeningPracticeKey = (chapter: number) =>
  `${chapterKeyPrefix(textbookOfChapter(chapter), chapter)}_listening`;

export function listeningPracticeModules(sets: (SentenceSet & {chapter: number})[]): PlacedModule[] {
  const chapters = [...new Set(sets.map((set) => set.chapter))].sort((a, b) => a - b);
  return chapters.map((chapter) => ({
    chapter,
    role: 'listening',
    module: {
      kind: 'practice',
      key: listeningPracticeKey(chapter),
      title: `Listening: chapter ${chapter} sentences`,
      session_type: 'listening-practice',
      vocab_set_ids: [],
      sentence_set_ids: sets.filter((set) => set.chapter === chapter).map((set) => set.id),
      instructions:
        'Listen to each sentence, at normal speed or slowly, then write what you heard (kana or kanji) or pick what it means.',
    },
  }));
}
