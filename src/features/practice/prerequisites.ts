// Kanji and radicals before the words that use them (setting enable-kanji-radical-prereqs): a meanings run starts
// with the not-yet-learnt radicals and kanji of its words, each radical just before the first kanji built from it.
// A run takes a handful at a time, so a chapter's kanji arrive over several runs instead of all at once.
import type {CourseKanji, RadicalInfo, VocabularyHierarchy, VocabularyItem} from '../../../schema/catalogue.ts';
import type {CardType} from '../../../schema/zero-schema.ts';

export const PREREQUISITES_PER_RUN = 8;

type PrerequisiteType = Exclude<CardType, 'vocabulary'>;

/** Run keys of prerequisites carry their card type, so the kanji 日 and the word 日 are two questions. */
export function prerequisiteKey(type: PrerequisiteType, character: string): string {
  return `${type}/${character}`;
}

/** Which card a run key grades: a prerequisite's own type, or the vocabulary item with that key. */
export function cardTargetOf(runKey: string): {type: CardType; itemKey: string} {
  const match = /^(kanji|radical)\/(.+)$/u.exec(runKey);
  return match ? {type: match[1] as PrerequisiteType, itemKey: match[2]!} : {type: 'vocabulary', itemKey: runKey};
}

function readingOfKanji(kanji: CourseKanji): string {
  const kun = kanji.kunReadings.map((reading) => reading.replace(/[.-]/g, '')).find(Boolean);
  return kanji.onReadings[0] ?? kun ?? kanji.character;
}

function kanjiItem(kanji: CourseKanji): VocabularyItem {
  const readings = [
    kanji.onReadings.length ? `On: ${kanji.onReadings.join('、')}` : '',
    kanji.kunReadings.length ? `Kun: ${kanji.kunReadings.join('、')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    key: prerequisiteKey('kanji', kanji.character),
    word: kanji.character,
    reading: readingOfKanji(kanji),
    english: kanji.meanings.slice(0, 3),
    partOfSpeech: 'kanji',
    ...(readings ? {notes: [readings]} : {}),
  };
}

function radicalItem(radical: RadicalInfo): VocabularyItem {
  return {
    key: prerequisiteKey('radical', radical.radical),
    word: radical.radical,
    reading: radical.radical,
    english: radical.meanings.slice(0, 3),
    partOfSpeech: 'radical',
    notes: ['A radical: a building block of kanji.'],
  };
}

/**
 * The prerequisites to ask first, in the order the words need them, skipping what already has a card and radicals
 * that are kanji of these words themselves (the kanji question covers them) or have no meaning to learn.
 */
export function prerequisiteItems(
  hierarchy: VocabularyHierarchy,
  hasCard: (type: PrerequisiteType, character: string) => boolean,
  limit = PREREQUISITES_PER_RUN,
): VocabularyItem[] {
  const kanjiByCharacter = new Map(hierarchy.kanji.map((kanji) => [kanji.character, kanji]));
  const radicalsByCharacter = new Map(hierarchy.radicals.map((radical) => [radical.radical, radical]));
  const chosen = new Map<string, VocabularyItem>();
  for (const word of hierarchy.vocabulary) {
    for (const character of word.kanjiComponents) {
      const kanji = kanjiByCharacter.get(character);
      if (!kanji?.meanings.length || hasCard('kanji', character) || chosen.has(prerequisiteKey('kanji', character)))
        continue;
      const radicals = kanji.radicalComponents.flatMap((part) => {
        const radical = radicalsByCharacter.get(part);
        const wanted =
          radical?.meanings.length &&
          !kanjiByCharacter.has(part) &&
          !hasCard('radical', part) &&
          !chosen.has(prerequisiteKey('radical', part));
        return wanted ? [radicalItem(radical)] : [];
      });
      // A kanji comes with its radicals or not at all; a smaller group further on may still fit.
      const group = [...radicals, kanjiItem(kanji)];
      if (chosen.size + group.length > limit) continue;
      for (const item of group) chosen.set(item.key, item);
    }
  }
  return [...chosen.values()];
}
