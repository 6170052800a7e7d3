// How module keys are spelled. A chapter's keys share the prefix of its vocab set ids: `${textbook}_ch${chapter}`.
import type {TextbookID} from '../../../schema/catalogue.ts';

export function chapterKeyPrefix(textbook: TextbookID, chapter: number): string {
  return `${textbook}_ch${chapter}`;
}

export const vocabListKey = (textbook: TextbookID, chapter: number) =>
  `${chapterKeyPrefix(textbook, chapter)}_vocab-list`;
export const allVocabTestKey = (textbook: TextbookID, chapter: number) =>
  `${chapterKeyPrefix(textbook, chapter)}_all-vocab-test`;
export const grammarNotesKey = (textbook: TextbookID, chapter: number) =>
  `${chapterKeyPrefix(textbook, chapter)}_grammar-notes`;
