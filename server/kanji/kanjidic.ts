// One kanji's KANJIDIC2 entry (© EDRDG, CC BY-SA 4.0), read from the `kanji` package's per-character files and
// reduced to what learners see: English meanings, on/kun readings, stroke count, school grade and JLPT level. The
// catalogue's course kanji and GET /api/kanji/:character both read it here.
import fs from 'node:fs';
import {z} from 'zod';
import {jlpt} from 'kanji';
import {JLPT_LEVELS, type JlptLevel} from '../../schema/jlpt.ts';
import type {KanjiInfo} from '../../schema/kanji-info.ts';
import {kanjiPackageFile} from './kanji-package.ts';

// The package's JLPT N-level lists (KANJIDIC itself only knows the four levels of the test before 2010).
const JLPT_LEVEL_OF = new Map<string, JlptLevel>(
  JLPT_LEVELS.flatMap((level) => jlpt[level]().map((kanji) => [kanji, level] as const)),
);

const kanjidicEntrySchema = z.object({
  misc: z
    .array(
      z.object({
        grade: z.array(z.string()).optional(),
        stroke_count: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  reading_meaning: z
    .array(
      z.object({
        rmgroup: z
          .array(
            z.object({
              reading: z.array(z.object({r_type: z.string(), $t: z.string()})).optional(),
              // A plain string is English; other languages come as {m_lang, $t}.
              meaning: z.array(z.union([z.string(), z.object({m_lang: z.string(), $t: z.string()})])).optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
type KanjidicEntry = z.output<typeof kanjidicEntrySchema>;

export function kanjiInfoFromEntry(character: string, entry: KanjidicEntry): KanjiInfo {
  const groups = entry.reading_meaning?.flatMap((part) => part.rmgroup ?? []) ?? [];
  const readings = (type: string) =>
    groups
      .flatMap((group) => group.reading ?? [])
      .filter((reading) => reading.r_type === type)
      .map((reading) => reading.$t);
  const misc = entry.misc?.[0];
  // The first stroke count is the right one; any others are common miscounts.
  const strokeCount = Number(misc?.stroke_count?.[0]);
  const grade = Number(misc?.grade?.[0]);
  return {
    character,
    meanings: groups.flatMap((group) => group.meaning ?? []).filter((meaning) => typeof meaning === 'string'),
    onReadings: readings('ja_on'),
    kunReadings: readings('ja_kun'),
    strokeCount: Number.isInteger(strokeCount) && strokeCount > 0 ? strokeCount : null,
    grade: Number.isInteger(grade) ? grade : null,
    jlpt: JLPT_LEVEL_OF.get(character) ?? null,
  };
}

/** Null when KANJIDIC has no entry for the character (kana, Latin letters, rare characters). The files are small and
 * the OS caches them, so a synchronous read serves both the catalogue build and a request. */
export function readKanjiInfo(character: string): KanjiInfo | null {
  let text: string;
  try {
    text = fs.readFileSync(kanjiPackageFile('kanjidic', character), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return kanjiInfoFromEntry(character, kanjidicEntrySchema.parse(JSON.parse(text)));
}

export function existsInKanjidic(character: string): boolean {
  return fs.existsSync(kanjiPackageFile('kanjidic', character));
}
