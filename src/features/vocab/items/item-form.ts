// The add-a-word form's state and what it sends: a draft through the §5 rules (normalizeDeckItem). A broken rule is
// shown beside the field it is about, with the rule's own message, and nothing is sent.
import {
  normalizeDeckItem,
  type DeckItemContent,
  type DeckItemDraft,
  type DeckItemRule,
} from '../../../../schema/decks/deck-item.ts';

export type ItemForm = {
  word: string;
  furigana: string;
  partOfSpeech: string;
  english: string[];
  info: string[];
  mnemonicReading: string[];
  mnemonicKanji: string[];
  exampleSentences: {japanese: string; english: string}[];
  particles: {particle: string; label: string}[];
  videos: {url: string; title: string}[];
};

export const EMPTY_ITEM_FORM: ItemForm = {
  word: '',
  furigana: '',
  partOfSpeech: '',
  english: [''],
  info: [],
  mnemonicReading: [],
  mnemonicKanji: [],
  exampleSentences: [],
  particles: [],
  videos: [],
};

export type FormField =
  | 'word'
  | 'furigana'
  | 'english'
  | 'info'
  | 'mnemonics'
  | 'exampleSentences'
  | 'particles'
  | 'videos';

export function draftOfForm(form: ItemForm): DeckItemDraft {
  return {
    word: form.word,
    furigana: form.furigana,
    english: form.english,
    partOfSpeech: (form.partOfSpeech || null) as DeckItemDraft['partOfSpeech'],
    info: form.info,
    mnemonics: {reading: form.mnemonicReading, kanji: form.mnemonicKanji},
    exampleSentences: form.exampleSentences,
    particles: form.particles,
    videos: form.videos,
  };
}

/** Which field a broken rule is about, from the rule and the field its message names. */
export function fieldOfRule(rule: DeckItemRule, message: string): FormField | null {
  switch (rule) {
    case 'word-required':
      return 'word';
    case 'meaning-required':
      return 'english';
    case 'video-url':
      return 'videos';
    case 'invalid-shape':
      return null;
    case 'too-long':
    case 'too-many-entries': {
      const named: [RegExp, FormField][] = [
        [/^The word/, 'word'],
        [/^The furigana/, 'furigana'],
        [/meaning/i, 'english'],
        [/note/i, 'info'],
        [/mnemonic/i, 'mnemonics'],
        [/example/i, 'exampleSentences'],
        [/particle/i, 'particles'],
        [/video/i, 'videos'],
      ];
      return named.find(([pattern]) => pattern.test(message))?.[1] ?? null;
    }
  }
}

export type FormCheck = {ok: true; item: DeckItemContent} | {ok: false; field: FormField | null; message: string};

export function checkForm(form: ItemForm): FormCheck {
  const result = normalizeDeckItem(draftOfForm(form));
  if (result.ok) return result;
  return {ok: false, field: fieldOfRule(result.rule, result.message), message: result.message};
}

/** The form filled from a built-in word: only what the learner has not typed yet is filled in. */
export function formWithSuggestion(form: ItemForm, suggestion: DeckItemDraft): ItemForm {
  const filled = (values: string[]) => values.some((value) => value.trim());
  return {
    ...form,
    furigana: form.furigana.trim() ? form.furigana : (suggestion.furigana ?? ''),
    partOfSpeech: form.partOfSpeech || (suggestion.partOfSpeech ?? ''),
    english: filled(form.english) ? form.english : [...(suggestion.english ?? [])],
    info: filled(form.info) ? form.info : [...(suggestion.info ?? [])],
    mnemonicReading: filled(form.mnemonicReading) ? form.mnemonicReading : [...(suggestion.mnemonics?.reading ?? [])],
    mnemonicKanji: filled(form.mnemonicKanji) ? form.mnemonicKanji : [...(suggestion.mnemonics?.kanji ?? [])],
    exampleSentences: form.exampleSentences.length ? form.exampleSentences : [...(suggestion.exampleSentences ?? [])],
    particles: form.particles.length ? form.particles : [...(suggestion.particles ?? [])],
  };
}
