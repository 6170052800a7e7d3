// Learning paths: the ordered module keys of each chapter. Chapters 0–3 are ordered by hand (each lesson, then
// its practice, then its quiz); chapters 4–20 follow one rule (generatedLearningPath). Modules made from vocab
// sets are placed by role, never by name: the vocabulary files decide which sets exist.
import {chapterKeyPrefix, grammarNotesKey, vocabListKey} from './modules/keys.ts';
import {PRACTICE_MONEY_KEY} from './modules/counters.ts';
import {PATH_ROLES, type PathRole} from './modules/placed-module.ts';

/** A chapter's module keys by the part they play, each list in definition order. */
export type ChapterModules = Record<PathRole, string[]>;

export function emptyChapterModules(): ChapterModules {
  return Object.fromEntries(PATH_ROLES.map((role) => [role, []])) as unknown as ChapterModules;
}

/** The rule for chapters without a hand-made path: vocabulary first, then grammar and drills, videos, the test. */
export function generatedLearningPath(modules: ChapterModules): string[] {
  const practice = modules['vocab-practice'];
  const firstHalf = Math.ceil(practice.length / 2);
  return [
    ...modules.lesson,
    ...modules['kana-practice'],
    ...modules['kana-quiz'],
    ...modules['vocab-list'],
    ...practice.slice(0, firstHalf),
    ...modules['grammar-notes'],
    ...modules.conjugation,
    ...modules.counters,
    ...modules['sentence-practice'],
    ...modules.listening,
    ...practice.slice(firstHalf),
    ...modules.video,
    ...modules.worksheet,
    ...modules['all-vocab-test'],
  ];
}

/** A step of a hand-made path: a module that must exist, a module made from vocab sets (left out when its sets
 * are missing), every module of a role not placed yet, or everything of the chapter not placed yet. */
export type PathStep = {key: string} | {ifPresent: string} | {rest: PathRole} | {everythingElse: true};

const key = (moduleKey: string): PathStep => ({key: moduleKey});
const ifPresent = (moduleKey: string): PathStep => ({ifPresent: moduleKey});
const rest = (role: PathRole): PathStep => ({rest: role});
const lessons = (...slugs: string[]) => slugs.map(key);
const everythingElse: PathStep = {everythingElse: true};
const ch = (chapter: number, slug: string) => key(`${chapterKeyPrefix('genki_1', chapter)}_${slug}`);

export const HAND_MADE_PATHS: Record<number, PathStep[]> = {
  0: [
    ...lessons('welcome-overview', 'writing-systems', 'japanese-pronunciation'),
    key('japanese-ammo-first-sounds'),
    key('hiragana'),
    ifPresent('kana_hiragana'),
    ifPresent('hiragana-quiz'),
    key('dakuten-handakuten'),
    ifPresent('kana_dakuten-handakuten'),
    ifPresent('dakuten-handakuten-quiz'),
    key('contracted-sounds'),
    ifPresent('kana_contracted-sounds'),
    ifPresent('contracted-sounds-quiz'),
    key('long-vowels-paused-consonants'),
    ifPresent('all-hiragana-quiz'),
    ch(0, 'worksheet'),
    key('punctuation-misc'),
    key('greetings'),
    ifPresent('genki_1_ch0_greetings'),
    key('common-expressions'),
    key('numbers-0-100'),
    ifPresent('genki_1_ch0_numbers'),
    rest('vocab-practice'),
    ifPresent(vocabListKey('genki_1', 0)),
    everythingElse,
  ],
  1: [
    ...lessons('self-introductions', 'japanese-names-honorifics', 'saying-you-in-japanese', 'anou-etto'),
    ifPresent(vocabListKey('genki_1', 1)),
    rest('vocab-practice'),
    key('x-wa-y-desu'),
    ch(1, 'sentences-x-wa-y-desu'),
    key('questions-with-ka'),
    ch(1, 'sentences-questions-ka'),
    key('the-no-particle'),
    ch(1, 'sentences-no-particle'),
    key('telling-time'),
    key('minutes'),
    ch(1, 'counter-time'),
    ch(1, 'counter-age'),
    key('useful-expressions'),
    key(grammarNotesKey('genki_1', 1)),
    ch(1, 'worksheet'),
    everythingElse,
  ],
  2: [
    key('katakana'),
    ifPresent('kana_katakana'),
    ifPresent(vocabListKey('genki_1', 2)),
    rest('vocab-practice'),
    ch(2, 'sentences-kore-sore-are'),
    key('dare'),
    key('big-numbers'),
    key('japanese-money'),
    key(PRACTICE_MONEY_KEY),
    key('janai'),
    key('mo-particle'),
    ch(2, 'sentences-mo-janai'),
    key('ga-particle'),
    key('ne-yo-particles'),
    ch(2, 'sentences-ne-yo'),
    key(grammarNotesKey('genki_1', 2)),
    key('comprehensible-japanese-beginner'),
    everythingElse,
  ],
  3: [
    ifPresent(vocabListKey('genki_1', 3)),
    rest('vocab-practice'),
    key('verb-conj-masu'),
    ch(3, 'conjugation-masu-form'),
    key('negative-masu-conj'),
    ch(3, 'sentences-masu-verbs'),
    key('o-de-ni-e-particles'),
    key('word-order'),
    ch(3, 'sentences-place-time-particles'),
    key('japanese-ammo-particles'),
    key('polite-invitations'),
    ch(3, 'sentences-invitations'),
    key('kanji'),
    key('kanji-radicals'),
    key(grammarNotesKey('genki_1', 3)),
    ch(3, 'worksheet'),
    everythingElse,
  ],
};

/** Expands a hand-made path against the modules the chapter has. A `key` step naming a missing module throws:
 * that is a mistake in this file, not missing content. */
export function expandHandMadePath(steps: PathStep[], modules: ChapterModules): string[] {
  const path: string[] = [];
  const placed = new Set<string>();
  const place = (moduleKeys: string[]) => {
    for (const moduleKey of moduleKeys) {
      if (placed.has(moduleKey)) continue;
      placed.add(moduleKey);
      path.push(moduleKey);
    }
  };
  const all = new Set(Object.values(modules).flat());
  for (const step of steps) {
    if ('key' in step) {
      if (!all.has(step.key))
        throw new Error(`The hand-made path names ${step.key}, which is not a module of its chapter`);
      place([step.key]);
    } else if ('ifPresent' in step) {
      if (all.has(step.ifPresent)) place([step.ifPresent]);
    } else if ('rest' in step) {
      place(modules[step.rest]);
    } else {
      const remaining = Object.fromEntries(
        Object.entries(modules).map(([role, keys]) => [role, keys.filter((k) => !placed.has(k))]),
      ) as ChapterModules;
      place(generatedLearningPath(remaining));
    }
  }
  return path;
}

export function learningPath(chapter: number, modules: ChapterModules): string[] {
  const steps = HAND_MADE_PATHS[chapter];
  return steps ? expandHandMadePath(steps, modules) : generatedLearningPath(modules);
}
