// Which chapter /learn opens, and what visiting a chapter writes to the settings (requirements §2.3, §2.4).
//
// The mapping between the settings and the active chapter:
// - `active-textbook` names the active course; empty means genki_1.
// - `textbook-positions[textbookId]` is the chapter slug last visited in that course; each course remembers its own.
// - `active-deck` is the chapter slug last visited in any course (default chapter-0). It stands in for a course
//   with no position yet when that course is the active one (so the default settings open genki_1 chapter-0).
// - Otherwise a course opens at its first chapter.
// A visit writes all three (and the time, so other tabs can tell newer settings from older ones).
import {chapterNumberOf, chapterSlug, TEXTBOOK_CHAPTER_RANGES, type TextbookID} from '../../../schema/catalogue.ts';
import type {Settings, SettingsPatch} from '../../../schema/settings.ts';

export type ChapterAddress = {textbookId: TextbookID; chapterSlug: string};

export const FALLBACK_CHAPTER: ChapterAddress = {textbookId: 'genki_1', chapterSlug: 'chapter-0'};

export function activeTextbook(settings: Settings): TextbookID {
  return settings['active-textbook'] || 'genki_1';
}

export function activeChapterSlug(settings: Settings, textbookId: TextbookID): string {
  const position = settings['textbook-positions'][textbookId];
  if (position !== undefined && chapterNumberOf(textbookId, position) !== null) return position;
  const deck = settings['active-deck'];
  if (textbookId === activeTextbook(settings) && chapterNumberOf(textbookId, deck) !== null) return deck;
  return chapterSlug(TEXTBOOK_CHAPTER_RANGES[textbookId].first);
}

export function activeChapter(settings: Settings): ChapterAddress {
  const textbookId = activeTextbook(settings);
  return {textbookId, chapterSlug: activeChapterSlug(settings, textbookId)};
}

/** What a visit to a chapter writes, or null when the settings already say exactly that. */
export function visitPatch(settings: Settings, visit: ChapterAddress, now: number): SettingsPatch | null {
  const {textbookId, chapterSlug: slug} = visit;
  const positions = settings['textbook-positions'];
  if (settings['active-textbook'] === textbookId && settings['active-deck'] === slug && positions[textbookId] === slug)
    return null;
  return {
    'active-textbook': textbookId,
    'active-deck': slug,
    'textbook-positions': {...positions, [textbookId]: slug},
    timestamp: now,
  };
}

/** Settings stored after this page was opened that name another chapter: the chapter to move to (§2.4). */
export function newerActiveChapter(settings: Settings, openedAt: number, here: ChapterAddress): ChapterAddress | null {
  if (settings.timestamp <= openedAt) return null;
  const active = activeChapter(settings);
  return active.textbookId === here.textbookId && active.chapterSlug === here.chapterSlug ? null : active;
}
