// Listening practice: which voice reads Japanese, and how a round is made from a chapter's sentences.
import {describe, expect, test} from 'vitest';
import {moduleLink} from '../../schema/module-links.ts';
import {loadCatalogue} from '../../server/catalogue/build-catalogue.ts';
import {japaneseVoice} from '../../src/features/practice/japanese-voice.ts';
import {listeningRound, MEANING_CHOICES, ROUND_SIZE} from '../../src/features/listening/listening-round.ts';
import type {PracticeSentence} from '../../src/features/sentence-practice/load-sentence-practice.ts';

const voice = (name: string, lang: string, localService = true, isDefault = false) => ({
  name,
  lang,
  localService,
  default: isDefault,
});

describe('japaneseVoice', () => {
  test('none among voices of other languages', () => {
    expect(japaneseVoice([voice('English', 'en-GB'), voice('Javanese', 'jv-ID')])).toBeNull();
    expect(japaneseVoice([])).toBeNull();
  });

  test('a ja-JP voice on the device first, however the system writes the language', () => {
    expect(
      japaneseVoice([
        voice('English', 'en-US', true, true),
        voice('Online', 'ja-JP', false),
        voice('Kyoko', 'ja_JP'),
        voice('Other', 'ja'),
      ])?.name,
    ).toBe('Kyoko');
  });

  test('any Japanese voice when there is no ja-JP one', () => {
    expect(japaneseVoice([voice('English', 'en-US'), voice('Japanese', 'ja')])?.name).toBe('Japanese');
  });
});

const sentences: PracticeSentence[] = Array.from({length: 14}, (_, index) => ({
  key: `set:${index}`,
  japanese: `文${index}です。`,
  reading: 'ぶんです。',
  english: `Sentence ${index}.`,
  hint: 'A hint.',
}));

describe('listeningRound', () => {
  test('up to ten different sentences, every other one written down, the rest answered by meaning', () => {
    const round = listeningRound(sentences, 'spoken', 7);
    expect(round).toHaveLength(ROUND_SIZE);
    expect(new Set(round.map((question) => question.key)).size).toBe(ROUND_SIZE);
    expect(round.map((question) => question.answerBy)).toEqual(
      Array.from({length: ROUND_SIZE}, (_, index) => (index % 2 === 0 ? 'writing' : 'meaning')),
    );
    for (const question of round.filter((each) => each.answerBy === 'meaning')) {
      expect(question.choices).toHaveLength(MEANING_CHOICES);
      expect(new Set(question.choices).size).toBe(MEANING_CHOICES);
      expect(question.choices).toContain(question.sentence.english);
    }
  });

  test('the same seed gives the same round', () => {
    expect(listeningRound(sentences, 'spoken', 7)).toEqual(listeningRound(sentences, 'spoken', 7));
  });

  test('as a reading exercise every sentence is shown and answered by its meaning', () => {
    const round = listeningRound(sentences.slice(0, 3), 'written', 1);
    expect(round).toHaveLength(3);
    expect(round.every((question) => question.prompt === 'written' && question.answerBy === 'meaning')).toBe(true);
    expect(round[0]!.choices).toHaveLength(3);
  });
});

describe('listening steps on the paths', () => {
  test('every chapter 1–20 has a listening step drawing on its own sentence sets', async () => {
    const catalogue = await loadCatalogue();
    for (const textbook of catalogue.textbooks)
      for (const chapter of textbook.chapters.filter((each) => each.number >= 1)) {
        const listening = chapter.learning_path_items
          .map((key) => catalogue.modules[key])
          .filter((module) => module?.kind === 'practice' && module.session_type === 'listening-practice');
        expect(listening, chapter.id).toHaveLength(1);
        const sets = listening[0]!.kind === 'practice' ? (listening[0]!.sentence_set_ids ?? []) : [];
        expect(sets.length, chapter.id).toBeGreaterThan(0);
        expect(
          sets.every((id) => id.startsWith(`${chapter.id}_`)),
          chapter.id,
        ).toBe(true);
        expect(moduleLink(listening[0]!)).toBe(`/practice/listening/${chapter.id}_listening`);
      }
  });
});
