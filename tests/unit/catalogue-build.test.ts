// The loader, the builder and the check, over small fixture folders (the real data is checked in catalogue.test.ts).
import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {buildCatalogue, loadCatalogue, type Catalogue} from '../../server/catalogue/build-catalogue.ts';
import {checkCatalogue, checkVocabularyFiles, checkWordBank, chapterCounts} from '../../server/catalogue/check.ts';
import {bankLevel} from '../../schema/conjugation/word-bank.ts';
import {existsInKanjidic} from '../../server/kanji/kanjidic.ts';
import {loadVocabularyFiles} from '../../server/catalogue/vocabulary/load.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/vocabulary');
const BROKEN = path.resolve(import.meta.dirname, '../fixtures/vocabulary-broken');

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await loadCatalogue(FIXTURES);
});

const path0 = () => catalogue.textbooks[0]!.chapters[0]!.learning_path_items;

describe('loading the vocabulary folders', () => {
  test('every file of every sub-folder is found, in order', async () => {
    expect((await loadVocabularyFiles(FIXTURES)).map((file) => file.file)).toEqual([
      'genki_1/chapter-00.ts',
      'genki_1/chapter-03.ts',
      'genki_2/chapter-13.ts',
      'kana/kana.ts',
    ]);
  });

  test('the fixture catalogue passes the check', async () => {
    expect(checkVocabularyFiles(await loadVocabularyFiles(FIXTURES), existsInKanjidic)).toEqual([]);
    expect(checkCatalogue(catalogue)).toEqual([]);
  });
});

describe('modules made from the vocab sets found', () => {
  test('one vocab-practice module per set, keyed by the set id, in meanings and spellings', () => {
    expect(catalogue.modules.genki_1_ch3_verbs).toMatchObject({
      kind: 'practice',
      session_type: 'vocab-practice',
      vocab_set_ids: ['genki_1_ch3_verbs'],
      allowed_practice_modes: ['meanings', 'spellings'],
    });
  });

  test('each chapter gets a vocab list and an "All Vocab - Test" over all its sets', () => {
    expect(catalogue.modules['genki_1_ch3_vocab-list']).toMatchObject({
      session_type: 'vocab-list',
      vocab_set_ids: ['genki_1_ch3_nouns', 'genki_1_ch3_verbs'],
    });
    expect(catalogue.modules['genki_2_ch13_all-vocab-test']).toMatchObject({
      title: 'All Vocab - Test',
      session_type: 'vocab-test',
      vocab_set_ids: ['genki_2_ch13_work'],
    });
    expect(catalogue.modules['genki_1_ch1_vocab-list']).toBeUndefined();
  });

  test('kana sets give practice modules and the kana quizzes; katakana is practised in chapter 2', () => {
    expect(catalogue.modules['all-hiragana-quiz']).toMatchObject({
      vocab_set_ids: ['kana_hiragana', 'kana_dakuten-handakuten', 'kana_contracted-sounds'],
    });
    expect(path0().slice(0, 8)).toEqual([
      'welcome-overview',
      'writing-systems',
      'japanese-pronunciation',
      'japanese-ammo-first-sounds',
      'hiragana',
      'kana_hiragana',
      'hiragana-quiz',
      'dakuten-handakuten',
    ]);
    expect(catalogue.textbooks[0]!.chapters[2]!.learning_path_items.slice(0, 2)).toEqual(['katakana', 'kana_katakana']);
  });

  test('chapter 0 ends with the vocab list and the all-vocab test; greetings practice follows the greetings lesson', () => {
    expect(path0().slice(-2)).toEqual(['genki_1_ch0_vocab-list', 'genki_1_ch0_all-vocab-test']);
    expect(path0().indexOf('genki_1_ch0_greetings')).toBe(path0().indexOf('greetings') + 1);
  });

  test('without kana sets there are no kana quizzes, and the paths still resolve', () => {
    const bare = buildCatalogue([]);
    expect(bare.modules['hiragana-quiz']).toBeUndefined();
    expect(checkCatalogue(bare).filter((problem) => problem.includes('path names unknown'))).toEqual([]);
  });
});

describe('the catalogue as served', () => {
  test('kanji of the vocabulary with KANJIDIC data and KanjiVG components; radicals are the components', () => {
    expect([...catalogue.kanji.keys()].sort()).toEqual(
      ['一', '二', '事', '仕', '休', '学', '日', '映', '本', '生', '画', '語', '食'].sort(),
    );
    expect(catalogue.kanji.get('休')).toMatchObject({
      radicalComponents: ['亻', '木'],
      strokeCount: 6,
      grade: 1,
      meanings: ['rest', 'day off', 'retire', 'sleep'],
    });
    expect(catalogue.radicals.get('亻')).toEqual({radical: '亻', meanings: ['person'], strokeCount: 2});
    expect(catalogue.radicals.get('木')?.meanings).toContain('tree');
  });

  test('the hash changes with the content and only with it', async () => {
    expect((await loadCatalogue(FIXTURES)).hash).toBe(catalogue.hash);
    const files = await loadVocabularyFiles(FIXTURES);
    files[0]!.items[0] = {...files[0]!.items[0]!, english: ['good morning!']};
    expect(buildCatalogue(files).hash).not.toBe(catalogue.hash);
  });

  test('counts per chapter', () => {
    const counts = Object.fromEntries(chapterCounts(catalogue).map((row) => [row.chapter, row]));
    expect(counts.kana).toMatchObject({sets: 4, words: 9});
    expect(counts.genki_1_ch3).toMatchObject({sets: 2, words: 5, kanji: 7});
    expect(counts.genki_1_ch5).toMatchObject({sets: 0, words: 0});
  });

  test('duplicate keys stop the build', async () => {
    const files = await loadVocabularyFiles(FIXTURES);
    files[1]!.items.push({...files[1]!.items[0]!});
    expect(() => buildCatalogue(files)).toThrow('Duplicate vocabulary key: 映画');
  });
});

describe('the check finds every kind of mistake', () => {
  test('in the vocabulary files', async () => {
    expect(checkVocabularyFiles(await loadVocabularyFiles(BROKEN), existsInKanjidic)).toEqual([
      'genki_1/chapter-01.ts: set id genki_2_ch1_misplaced must start with genki_1_ch1_',
      'genki_1/chapter-01.ts 先生: invalid item (reading: Reading must be kana only)',
      'genki_1/chapter-01.ts 食べる: reading たべます does not fit the word 食べる',
      'genki_1/chapter-01.ts 㐀: kanji 㐀 is not in KANJIDIC',
      'genki_1/chapter-01.ts 学生: duplicate vocabulary key (also in genki_1/chapter-01.ts)',
      'genki_1/chapter-01.ts だれ: invalid item (english: At least one English meaning)',
      'genki_1/chapter-01.ts 人: kanji is kept for the kanji and radicals practised before words',
      'genki_1/chapter-01.ts: set genki_1_ch1_people lists a key twice',
      'kana/kana.ts: declares textbook genki_1 but sits in kana/',
      'kana/kana.ts: chapter null is not a chapter of genki_1',
      'genki_1/chapter-01.ts: set genki_1_ch1_extra names unknown key 存在しない',
    ]);
  });

  test('in the modules and paths', () => {
    const broken: Catalogue = structuredClone(catalogue);
    broken.textbooks[0]!.chapters[1]!.learning_path_items.push('no-such-module');
    broken.textbooks[0]!.chapters[1]!.disabled_modules.push('hiragana');
    broken.modules.genki_1_ch3_nouns = {
      ...catalogue.modules.genki_1_ch3_nouns!,
      kind: 'practice',
      key: 'genki_1_ch3_nouns',
      title: 'Nouns',
      session_type: 'vocab-practice',
      vocab_set_ids: ['genki_1_ch3_missing'],
    };
    broken.modules['comprehensible-japanese-beginner'] = {
      ...catalogue.modules['comprehensible-japanese-beginner'],
      creator_id: 'nobody',
    } as Catalogue['modules'][string];
    broken.modules.orphan = {
      kind: 'lesson',
      key: 'orphan',
      title: 'Orphan',
      link: '/lessons/orphan',
      lesson_type: 'lesson',
    };
    broken.textbooks[0]!.chapters[2]!.learning_path_items.push('katakana');
    expect(checkCatalogue(broken).sort()).toEqual([
      'genki_1_ch1: disabled module hiragana is not on its path',
      'genki_1_ch1: path names unknown module no-such-module',
      'genki_1_ch2: a module appears twice in the path',
      'module comprehensible-japanese-beginner: unknown creator nobody',
      'module genki_1_ch3_nouns: unknown vocab set genki_1_ch3_missing',
      'module orphan: on no learning path',
    ]);
  });

  test('in the sentence sets', () => {
    const broken: Catalogue = structuredClone(catalogue);
    const sentence = {
      japanese: '学校に行きます。',
      reading: 'がっこうにいきます。',
      english: 'I go to school.',
      hint: 'に or へ.',
    };
    const sentences = [
      sentence,
      {...sentence, predicate: [{word: 'たべる', class: 'ichidan' as const}]},
      {...sentence, alternatives: ['大学に行きます。'], predicate: [{word: 'いく', class: 'godan' as const}]},
      {...sentence, one_register: {register: 'polite' as const, because: 'The set practises the ます form.'}},
      ...Array.from({length: 4}, () => ({...sentence, predicate: [{word: 'いく', class: 'godan' as const}]})),
    ];
    broken.sentenceSets.set('genki_1_ch3_sentences-test', {
      id: 'genki_1_ch3_sentences-test',
      title: 'Test',
      grammar_point: 'に',
      sentences,
    });
    expect(checkCatalogue(broken)).toEqual([
      'sentence set genki_1_ch3_sentences-test: 学校に行きます。 is not accepted in both registers, nor says why not',
      'sentence set genki_1_ch3_sentences-test: 学校に行きます。 does not end in its predicate',
      'sentence set genki_1_ch3_sentences-test: 学校に行きます。 is not accepted in both registers, nor says why not',
      'sentence set genki_1_ch3_sentences-test: 学校に行きます。 has an answer (大学に行きます。) with a kanji word the model does not read',
    ]);
  });

  test('in the conjugation word banks', () => {
    const words = [
      ...bankLevel('n5', [
        ['食べる', 'たべる', 'ichidan', 'to eat'],
        ['食べる', 'たべる', 'ichidan', 'to eat (again)'],
        ['書く', 'かく', 'ichidan', 'to write'],
        ['見る', 'ミル', 'ichidan', 'to see'],
        ['高い', 'たかう', 'i-adjective', 'expensive'],
        ['静かな', 'しずかな', 'na-adjective', 'quiet'],
        ['勉強', 'べんきょう', 'suru', 'to study'],
        ['帰る', 'かえる', 'godan', ' '],
        ['来た', 'きた', 'kuru', 'came'],
      ]),
      ...bankLevel('n4', [
        ['㐀う', 'あう', 'godan', 'to meet'],
        ['行く', 'いく', 'godan', 'to go'],
        ['安い', 'やすい', 'i-adjective', 'cheap'],
      ]),
    ];
    expect(checkWordBank(words, existsInKanjidic, {verbs: 3, adjectives: 4})).toEqual([
      'word bank 食べる (たべる): listed twice',
      'word bank 書く (かく): かく does not end like a word of class ichidan',
      'word bank 見る (ミル): the reading must be hiragana',
      'word bank 見る (ミル): ミル does not end like a word of class ichidan',
      'word bank 高い (たかう): the reading does not fit the word',
      'word bank 高い (たかう): たかう does not end like a word of class i-adjective',
      'word bank 静かな (しずかな): the written word must end in the kana that conjugates',
      'word bank 勉強 (べんきょう): べんきょう does not end like a word of class suru',
      'word bank 帰る (かえる): no meaning',
      'word bank 来た (きた): きた does not end like a word of class kuru',
      'word bank 㐀う (あう): kanji 㐀 is not in KANJIDIC',
      'word bank: 3 adjectives, at least 4 needed',
      ...['n3', 'n2', 'n1'].flatMap((level) => [
        `word bank: no verbs at ${level}`,
        `word bank: no adjectives at ${level}`,
      ]),
    ]);
  });
});
