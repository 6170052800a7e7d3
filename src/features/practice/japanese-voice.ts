// Which of the device's voices reads Japanese: one for ja-JP (some systems write ja_JP), a voice on the device
// before a network one, the system's default before others; any other Japanese voice after those.
export type VoiceLike = {lang: string; localService: boolean; default: boolean};

/** Normal speed, and the slow speed a learner can ask for. */
export const SPEECH_RATES = {normal: 1, slow: 0.7} as const;

const languageOf = (voice: VoiceLike) => voice.lang.replace('_', '-').toLowerCase();

export function japaneseVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const japanese = voices.filter((voice) => languageOf(voice) === 'ja' || languageOf(voice).startsWith('ja-'));
  const score = (voice: V) =>
    (languageOf(voice) === 'ja-jp' ? 4 : 0) + (voice.localService ? 2 : 0) + (voice.default ? 1 : 0);
  return japanese.reduce<V | null>((best, voice) => (best && score(best) >= score(voice) ? best : voice), null);
}
