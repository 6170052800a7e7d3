// What the conjugation engine conjugates and into what: the word classes, the forms, and the three axes of a
// form (register, tense, polarity). Shared by the engine, the word banks and the drill.
export const VERB_CLASSES = ['godan', 'ichidan', 'suru', 'kuru'] as const;
export const WORD_CLASSES = [...VERB_CLASSES, 'i-adjective', 'na-adjective'] as const;
export type WordClass = (typeof WORD_CLASSES)[number];
export type VerbClass = (typeof VERB_CLASSES)[number];

export const FORM_NAMES = [
  'normal',
  'te',
  'volitional',
  'tai',
  'tari',
  'potential',
  'imperative',
  'conditional',
  'passive',
  'causative',
  'causative-passive',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const REGISTERS = ['plain', 'polite'] as const;
export const TENSES = ['nonpast', 'past'] as const;
export const POLARITIES = ['pos', 'neg'] as const;
export type Register = (typeof REGISTERS)[number];
export type Tense = (typeof TENSES)[number];
export type Polarity = (typeof POLARITIES)[number];

export type ConjugationForm = {form: FormName; register: Register; tense: Tense; polarity: Polarity};
export type ConjugableWord = {kana: string; class: WordClass};

/** Forms that exist only in the plain non-past (te, tari, imperative, conditional); volitional has no past. */
export const PLAIN_NON_PAST_ONLY: readonly FormName[] = ['te', 'tari', 'imperative', 'conditional'];

export function isVerbClass(wordClass: WordClass): wordClass is VerbClass {
  return (VERB_CLASSES as readonly string[]).includes(wordClass);
}

/** Every combination of form, register, tense and polarity, in a stable order. */
export function allForms(): ConjugationForm[] {
  return FORM_NAMES.flatMap((form) =>
    REGISTERS.flatMap((register) =>
      TENSES.flatMap((tense) => POLARITIES.map((polarity) => ({form, register, tense, polarity}))),
    ),
  );
}

export function formKey({form, register, tense, polarity}: ConjugationForm): string {
  return `${form}:${register}:${tense}:${polarity}`;
}
