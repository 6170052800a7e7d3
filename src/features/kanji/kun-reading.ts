// KANJIDIC writes kun readings as た.べる (the dot ends the part the kanji spells; the rest is okurigana) and marks
// prefix and suffix readings with a dash (-な, お-).
export type KunReadingParts = {kanjiPart: string; okurigana: string; prefix: boolean; suffix: boolean};

export function kunReadingParts(reading: string): KunReadingParts {
  const suffix = reading.startsWith('-');
  const prefix = reading.endsWith('-');
  const bare = reading.slice(suffix ? 1 : 0, prefix ? -1 : undefined);
  const [kanjiPart = '', okurigana = ''] = bare.split('.');
  return {kanjiPart, okurigana, prefix, suffix};
}
