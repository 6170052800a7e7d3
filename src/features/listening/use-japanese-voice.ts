// Whether the device can read Japanese aloud. Browsers list their voices late (Chrome fills the list after a
// voiceschanged event), so the answer is "checking" until a Japanese voice appears or the wait runs out. Once
// decided it stays, so a round never switches between listening and reading half-way.
import {useEffect, useState} from 'react';
import {japaneseVoice} from '../practice/japanese-voice.ts';
import {canSpeak} from '../practice/speech.ts';

export type JapaneseVoiceState = 'checking' | 'available' | 'missing';

const VOICE_LIST_WAIT_MS = 1500;

export function useJapaneseVoice(): JapaneseVoiceState {
  const [state, setState] = useState<JapaneseVoiceState>('checking');
  useEffect(() => {
    if (!canSpeak()) {
      setState('missing');
      return;
    }
    const check = () => {
      if (japaneseVoice(speechSynthesis.getVoices()))
        setState((current) => (current === 'checking' ? 'available' : current));
    };
    check();
    speechSynthesis.addEventListener('voiceschanged', check);
    const giveUp = window.setTimeout(
      () => setState((current) => (current === 'checking' ? 'missing' : current)),
      VOICE_LIST_WAIT_MS,
    );
    return () => {
      speechSynthesis.removeEventListener('voiceschanged', check);
      window.clearTimeout(giveUp);
    };
  }, []);
  return state;
}
