// Hearing Japanese: the browser's speech synthesis with the device's Japanese voice, where no recording exists
// (field notes: audio for every word). Browsers without it get no speak button.
import {japaneseVoice} from './japanese-voice.ts';

export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

export function speakJapanese(text: string, rate = 0.9) {
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'ja-JP';
  utterance.rate = rate;
  const voice = japaneseVoice(speechSynthesis.getVoices());
  if (voice) utterance.voice = voice;
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}
