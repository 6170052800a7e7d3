// The catalogue check: everything that must hold for the content to be served. Each function returns the list of
// problems it found (empty when all is well), so one run reports every mistake at once.
import {
  creatorSchema,
  moduleSchema,
  sentenceSetSchema,
  TEXTBOOK_CHAPTER_RANGES,
  textbookSchema,
  vocabularyItemSchema,
  type Sentence,
} from '../../schema/catalogue.ts';
import {conjugate} from '../../schema/conjugation/conjugate.ts';
import {sentenceAnswers} from '../../schema/sentences/sentence-answers.ts';
import {allForms, isVerbClass, type WordClass} from '../../schema/conjugation/forms.ts';
import {bankWordKey, type BankWord} from '../../schema/conjugation/word-bank.ts';
import {JLPT_LEVELS} from '../../schema/jlpt.ts';
import {isChannelFrontPage} from '../../schema/video-links.ts';
import type {Catalogue} from './build-catalogue.ts';
import {kanjiInWord} from '../../schema/kanji-in-word.ts';
import {readingMatchesWord} from './reading-check.ts';
import type {VocabularyFile} from './vocabulary/load.ts';

const issues = (error: {issues: {path: PropertyKey[]; message: string}[]}) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

function checkPlacement(file: VocabularyFile): string[] {
  const problems: string[] = [];
  if (file.folder !== file.textbook)
    problems.push(`${file.file}: declares textbook ${file.textbook} but sits in ${file.folder}/`);
  if (file.textbook === 'kana') {
    if (file.chapter !== null) problems.push(`${file.file}: kana sets have no chapter`);
  } else {
    const range = TEXTBOOK_CHAPTER_RANGES[file.textbook];
    if (file.chapter === null || file.chapter < range.first || file.chapter > range.last) {
      problems.push(`${file.file}: chapter ${file.chapter} is not a chapter of ${file.textbook}`);
    }
  }
  const prefix = file.chapter === null ? `${file.textbook}_` : `${file.textbook}_ch${file.chapter}_`;
  for (const set of file.sets)
    if (!set.id.startsWith(prefix)) problems.push(`${file.file}: set id ${set.id} must start with ${prefix}`);
  return problems;
}

/** Items valid, keys unique, every set's keys known, readings kana and consistent with the word, kanji known. */
export function checkVocabularyFiles(files: VocabularyFile[], kanjiExists: (kanji: string) => boolean): string[] {
  const problems: string[] = [];
  const itemFile = new Map<string, string>();
  const setFile = new Map<string, string>();
  for (const file of files) {
    problems.push(...checkPlacement(file));
    for (const raw of file.items) {
      const where = `${file.file} ${raw.key}`;
      if (itemFile.has(raw.key)) problems.push(`${where}: duplicate vocabulary key (also in ${itemFile.get(raw.key)})`);
      itemFile.set(raw.key, file.file);
      // The schema holds readings to kana only; the word must then fit its reading.
      const parsed = vocabularyItemSchema.safeParse(raw);
      if (!parsed.success) {
        problems.push(`${where}: invalid item (${issues(parsed.error)})`);
        continue;
      }
      const item = parsed.data;
      if (!readingMatchesWord(item.word, item.reading))
        problems.push(`${where}: reading ${item.reading} does not fit the word ${item.word}`);
      if (item.partOfSpeech === 'kanji' || item.partOfSpeech === 'radical') {
        problems.push(`${where}: ${item.partOfSpeech} is kept for the kanji and radicals practised before words`);
      }
      for (const kanji of kanjiInWord(item.word))
        if (!kanjiExists(kanji)) problems.push(`${where}: kanji ${kanji} is not in KANJIDIC`);
    }
    for (const set of file.sets) {
      if (setFile.has(set.id))
        problems.push(`${file.file}: duplicate vocab set id ${set.id} (also in ${setFile.get(set.id)})`);
      setFile.set(set.id, file.file);
      if (new Set(set.keys).size !== set.keys.length) problems.push(`${file.file}: set ${set.id} lists a key twice`);
    }
  }
  for (const file of files) {
    for (const set of file.sets)
      for (const key of set.keys)
        if (!itemFile.has(key)) problems.push(`${file.file}: set ${set.id} names unknown key ${key}`);
  }
  return problems;
}

function checkModuleReferences(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const [key, module] of Object.entries(catalogue.modules)) {
    const parsed = moduleSchema.safeParse(module);
    if (!parsed.success) problems.push(`module ${key}: invalid (${issues(parsed.error)})`);
    if (module.key !== key) problems.push(`module ${key}: filed under another key than its own (${module.key})`);
    if (module.kind === 'practice') {
      for (const id of module.vocab_set_ids)
        if (!catalogue.vocabSets.has(id)) problems.push(`module ${key}: unknown vocab set ${id}`);
      for (const id of module.sentence_set_ids ?? [])
        if (!catalogue.sentenceSets.has(id)) problems.push(`module ${key}: unknown sentence set ${id}`);
      const needsSets =
        module.session_type === 'sentence-practice' || module.session_type === 'listening-practice'
          ? module.sentence_set_ids?.length
          : module.vocab_set_ids.length;
      if (!needsSets) problems.push(`module ${key}: practises no set`);
    }
    if (
      module.kind === 'lesson' &&
      module.vocab_deck_id &&
      catalogue.modules[module.vocab_deck_id]?.kind !== 'practice'
    ) {
      problems.push(`module ${key}: its vocabulary deck ${module.vocab_deck_id} is not a module`);
    }
    if (module.kind === 'external-resource') {
      if (!Object.hasOwn(catalogue.creators, module.creator_id))
        problems.push(`module ${key}: unknown creator ${module.creator_id}`);
      if (isChannelFrontPage(module.external_url))
        problems.push(`module ${key}: opens a channel's front page instead of the material it names`);
      for (const id of module.prerequisite_module_ids ?? [])
        if (!Object.hasOwn(catalogue.modules, id)) problems.push(`module ${key}: unknown prerequisite module ${id}`);
      for (const vocabularyKey of module.prerequisite_vocab_keys ?? [])
        if (!catalogue.vocabulary.has(vocabularyKey))
          problems.push(`module ${key}: unknown prerequisite word ${vocabularyKey}`);
    }
  }
  return problems;
}

function checkPaths(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const onAPath = new Set<string>();
  for (const textbook of catalogue.textbooks) {
    const parsed = textbookSchema.safeParse(textbook);
    if (!parsed.success) problems.push(`textbook ${textbook.id}: invalid (${issues(parsed.error)})`);
    for (const chapter of textbook.chapters) {
      const path = chapter.learning_path_items;
      if (path.length === 0) problems.push(`${chapter.id}: empty learning path`);
      if (new Set(path).size !== path.length) problems.push(`${chapter.id}: a module appears twice in the path`);
      for (const key of path) {
        if (!Object.hasOwn(catalogue.modules, key)) problems.push(`${chapter.id}: path names unknown module ${key}`);
        onAPath.add(key);
      }
      for (const key of chapter.disabled_modules)
        if (!path.includes(key)) problems.push(`${chapter.id}: disabled module ${key} is not on its path`);
    }
  }
  for (const key of Object.keys(catalogue.modules))
    if (!onAPath.has(key)) problems.push(`module ${key}: on no learning path`);
  return problems;
}

/** A sentence's reading fits it, every answer can be read, and it is accepted in both registers unless it says
 * why it is asked in one. */
function checkSentence(sentence: Sentence): string[] {
  const problems: string[] = [];
  if (!readingMatchesWord(sentence.japanese, sentence.reading)) problems.push('has a reading that does not fit');
  const answers = sentenceAnswers(sentence);
  for (const answer of answers)
    if (!answer.segments) problems.push(`has an answer (${answer.japanese}) with a kanji word the model does not read`);
  if (new Set([sentence.japanese, ...(sentence.alternatives ?? [])]).size !== 1 + (sentence.alternatives?.length ?? 0))
    problems.push('lists an answer twice');
  if (sentence.predicate && answers[0]?.register === null) problems.push('does not end in its predicate');
  const registers = new Set(answers.map((answer) => answer.register));
  if (!sentence.one_register && !(registers.has('polite') && registers.has('plain')))
    problems.push('is not accepted in both registers, nor says why not');
  return problems;
}

function checkSentencesAndCreators(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const set of catalogue.sentenceSets.values()) {
    const parsed = sentenceSetSchema.safeParse(set);
    if (!parsed.success) problems.push(`sentence set ${set.id}: invalid (${issues(parsed.error)})`);
    for (const sentence of set.sentences)
      problems.push(
        ...checkSentence(sentence).map((problem) => `sentence set ${set.id}: ${sentence.japanese} ${problem}`),
      );
  }
  for (const creator of Object.values(catalogue.creators)) {
    const parsed = creatorSchema.safeParse(creator);
    if (!parsed.success) problems.push(`creator ${creator.creator_id}: invalid (${issues(parsed.error)})`);
  }
  return problems;
}

const HIRAGANA_ONLY = /^[\u3041-\u3096ー]+$/u;

/** What a reading must end in for its class: godan in an う-row kana, ichidan in an い- or え-row kana before る. */
const CLASS_ENDINGS: Record<WordClass, RegExp> = {
  godan: /[うくぐすつぬぶむる]$/u,
  ichidan: /[いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ]る$/u,
  suru: /する$/u,
  kuru: /くる$/u,
  'i-adjective': /い$/u,
  'na-adjective': /./u,
};

/** The ending a written word shares with its reading: the kana that conjugates (来る keeps its kanji); a
 * な-adjective is listed without な or だ. */
function writtenEndingFits(word: BankWord): boolean {
  if (word.class === 'kuru') return /(?:くる|来る)$/u.test(word.written);
  if (word.class === 'suru') return word.written.endsWith('する');
  if (word.class === 'na-adjective') return !/[だな]$/u.test(word.written);
  return word.written.at(-1) === word.reading.at(-1);
}

/**
 * The conjugation word banks: readings hiragana and consistent with the word, classes agree with the endings,
 * kanji known, every word conjugates, no word twice, a meaning each, and at least `minimum` verbs and adjectives.
 */
export function checkWordBank(
  words: readonly BankWord[],
  kanjiExists: (kanji: string) => boolean,
  minimum = {verbs: 300, adjectives: 150},
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const where = `word bank ${word.written} (${word.reading})`;
    const key = bankWordKey(word);
    if (seen.has(key)) problems.push(`${where}: listed twice`);
    seen.add(key);
    if (!HIRAGANA_ONLY.test(word.reading)) problems.push(`${where}: the reading must be hiragana`);
    else if (!readingMatchesWord(word.written, word.reading))
      problems.push(`${where}: the reading does not fit the word`);
    if (!word.meaning.trim()) problems.push(`${where}: no meaning`);
    if (!(JLPT_LEVELS as readonly string[]).includes(word.level))
      problems.push(`${where}: unknown level ${word.level}`);
    for (const kanji of kanjiInWord(word.written))
      if (!kanjiExists(kanji)) problems.push(`${where}: kanji ${kanji} is not in KANJIDIC`);
    if (!CLASS_ENDINGS[word.class].test(word.reading))
      problems.push(`${where}: ${word.reading} does not end like a word of class ${word.class}`);
    else if (!writtenEndingFits(word)) problems.push(`${where}: the written word must end in the kana that conjugates`);
    else if (allForms().every((form) => conjugate({kana: word.reading, class: word.class}, form).length === 0))
      problems.push(`${where}: conjugates to nothing`);
  }
  const verbs = words.filter((word) => isVerbClass(word.class)).length;
  const adjectives = words.length - verbs;
  if (verbs < minimum.verbs) problems.push(`word bank: ${verbs} verbs, at least ${minimum.verbs} needed`);
  if (adjectives < minimum.adjectives)
    problems.push(`word bank: ${adjectives} adjectives, at least ${minimum.adjectives} needed`);
  for (const level of JLPT_LEVELS) {
    if (!words.some((word) => word.level === level && isVerbClass(word.class)))
      problems.push(`word bank: no verbs at ${level}`);
    if (!words.some((word) => word.level === level && !isVerbClass(word.class)))
      problems.push(`word bank: no adjectives at ${level}`);
  }
  return problems;
}

/** Paths resolve, every reference between modules, sets, creators and words resolves, all shapes are valid. */
export function checkCatalogue(catalogue: Catalogue): string[] {
  return [...checkModuleReferences(catalogue), ...checkPaths(catalogue), ...checkSentencesAndCreators(catalogue)];
}

export type ChapterCount = {
  chapter: string;
  sets: number;
  words: number;
  kanji: number;
  pathModules: number;
  disabled: number;
};

/** Per chapter (and for the kana): vocab sets, distinct words, distinct kanji, modules on the path, disabled ones. */
export function chapterCounts(catalogue: Catalogue): ChapterCount[] {
  const rows = new Map<string, ChapterCount>();
  const words = new Map<string, Set<string>>();
  const row = (chapter: string) => {
    if (!rows.has(chapter)) {
      rows.set(chapter, {chapter, sets: 0, words: 0, kanji: 0, pathModules: 0, disabled: 0});
      words.set(chapter, new Set());
    }
    return rows.get(chapter)!;
  };
  row('kana');
  for (const textbook of catalogue.textbooks) {
    for (const chapter of textbook.chapters)
      Object.assign(row(chapter.id), {
        pathModules: chapter.learning_path_items.length,
        disabled: chapter.disabled_modules.length,
      });
  }
  for (const set of catalogue.vocabSets.values()) {
    const id = set.chapter === null ? 'kana' : `${set.textbook}_ch${set.chapter}`;
    row(id).sets += 1;
    for (const key of set.keys) words.get(id)!.add(key);
  }
  for (const [id, counted] of rows) {
    const keys = [...words.get(id)!];
    counted.words = keys.length;
    counted.kanji = new Set(keys.flatMap((key) => kanjiInWord(catalogue.vocabulary.get(key)?.word ?? ''))).size;
  }
  return [...rows.values()];
}
