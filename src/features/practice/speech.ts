// Hearing a word: the browser's speech synthesis in Japanese, where no recording exists (field notes: audio for
// every word). Browsers without it get no speak button.
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

export function speakJapanese(text: string) {
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'ja-JP';
  utterance.rate = 0.9;
  const voice = speechSynthesis.getVoices().find((each) => each.lang.replace('_', '-').startsWith('ja'));
  if (voice) utterance.voice = voice;
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}
