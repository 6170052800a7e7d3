// Finds every vocabulary file by reading the folders (kana/, genki_1/, genki_2/ …): whatever files the content
// authors add are picked up without being listed anywhere. The folder is a parameter so tests can load fixtures.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {z} from 'zod';
import {TEXTBOOK_IDS} from '../../../schema/settings.ts';
import {vocabSetSchema} from '../../../schema/catalogue.ts';
import type {ChapterVocabulary} from './define.ts';

export const VOCABULARY_DIR = import.meta.dirname;

export type VocabularyFile = ChapterVocabulary & {
  /** Relative to the vocabulary folder, e.g. `genki_1/chapter-03.ts`. */
  file: string;
  /** The sub-folder the file sits in (`kana`, `genki_1` …). */
  folder: string;
};

// Only the file's outline is checked here; every item is held to vocabularyItemSchema by the catalogue check and
// when the catalogue is built.
const chapterVocabularyOutline = z.object({
  textbook: z.enum([...TEXTBOOK_IDS, 'kana']),
  chapter: z.number().int().nullable(),
  sets: z.array(vocabSetSchema),
  items: z.array(z.object({key: z.string()}).loose()),
});

export async function loadVocabularyFiles(folder: string = VOCABULARY_DIR): Promise<VocabularyFile[]> {
  const files: VocabularyFile[] = [];
  const subfolders = fs
    .readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const subfolder of subfolders) {
    const names = fs
      .readdirSync(path.join(folder, subfolder))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
      .sort();
    for (const name of names) {
      const file = `${subfolder}/${name}`;
      const loaded = (await import(pathToFileURL(path.join(folder, file)).href)) as {default?: unknown};
      const outline = chapterVocabularyOutline.safeParse(loaded.default);
      if (!outline.success) {
        throw new Error(
          `${file} must default-export defineChapterVocabulary(…): ${outline.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      }
      files.push({...(loaded.default as ChapterVocabulary), file, folder: subfolder});
    }
  }
  return files;
}
