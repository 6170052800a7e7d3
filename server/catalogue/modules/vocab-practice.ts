// Practice modules made from whatever vocab sets the vocabulary files define: per chapter one practice module per
// set (its key is the set id), the chapter's vocab list and its "All Vocab - Test"; per kana set one practice module.
import {textbookOfChapter, type PracticeModule} from '../../../schema/catalogue.ts';
import type {VocabularyFile} from '../vocabulary/load.ts';
import {allVocabTestKey, vocabListKey} from './keys.ts';
import type {PlacedModule} from './placed-module.ts';

/** The chapter whose path teaches each kana set; any other kana set goes to chapter 0. */
const KANA_SET_CHAPTERS: Record<string, number> = {kana_katakana: 2};

function setPractice(key: string, title: string, modes: PracticeModule['allowed_practice_modes']): PracticeModule {
  return {
    kind: 'practice',
    key,
    title,
    session_type: 'vocab-practice',
    vocab_set_ids: [key],
    allowed_practice_modes: modes,
    instructions: modes?.includes('spellings')
      ? 'Recall each word’s meaning, then its spelling. Words come back when you are about to forget them.'
      : 'Recall the sound of each character.',
  };
}

export function vocabPracticeModules(files: VocabularyFile[]): PlacedModule[] {
  const placed: PlacedModule[] = [];
  const chapterSets = new Map<number, string[]>();
  for (const file of files) {
    for (const set of file.sets) {
      if (file.chapter === null) {
        placed.push({
          chapter: KANA_SET_CHAPTERS[set.id] ?? 0,
          role: 'kana-practice',
          module: setPractice(set.id, `${set.title} practice`, ['meanings']),
        });
      } else {
        placed.push({
          chapter: file.chapter,
          role: 'vocab-practice',
          module: setPractice(set.id, set.title, ['meanings', 'spellings']),
        });
        chapterSets.set(file.chapter, [...(chapterSets.get(file.chapter) ?? []), set.id]);
      }
    }
  }
  for (const [chapter, setIds] of [...chapterSets].sort(([a], [b]) => a - b)) {
    const textbook = textbookOfChapter(chapter);
    placed.push({
      chapter,
      role: 'vocab-list',
      module: {
        kind: 'practice',
        key: vocabListKey(textbook, chapter),
        title: `Chapter ${chapter} vocabulary`,
        session_type: 'vocab-list',
        vocab_set_ids: setIds,
        instructions: `Every word of chapter ${chapter} in one list. Import it as a deck to review it with your own words.`,
      },
    });
    placed.push({
      chapter,
      role: 'all-vocab-test',
      module: {
        kind: 'practice',
        key: allVocabTestKey(textbook, chapter),
        title: 'All Vocab - Test',
        session_type: 'vocab-test',
        vocab_set_ids: setIds,
        allowed_practice_modes: ['meanings', 'spellings'],
        instructions: `A test over every word of chapter ${chapter}.`,
      },
    });
  }
  return placed;
}
