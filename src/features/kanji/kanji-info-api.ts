// KANJIDIC facts for kanji cards, from GET /api/kanji/:character, kept in memory like the stroke data.
import {kanjiInfoSchema, type KanjiInfo} from '../../../schema/kanji-info.ts';
import {fetchWithRetry} from '../../app/fetch-with-retry.ts';

const cache = new Map<string, Promise<KanjiInfo | null>>();

async function fetchKanjiInfo(character: string): Promise<KanjiInfo | null> {
  const response = await fetchWithRetry(`/api/kanji/${encodeURIComponent(character)}`);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`GET /api/kanji answered ${response.status}`);
  return kanjiInfoSchema.parse(await response.json());
}

/** Null when KANJIDIC has no entry; a failed fetch rejects and is tried again next time. */
export function loadKanjiInfo(character: string): Promise<KanjiInfo | null> {
  const cached = cache.get(character);
  if (cached) return cached;
  const loading = fetchKanjiInfo(character);
  cache.set(character, loading);
  loading.catch(() => cache.delete(character));
  return loading;
}
