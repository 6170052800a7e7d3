// Vocabulary practice options (requirements §3.2 routes.vocab-practice): shuffled answer choices, and the kanji and
// radicals of a set before its words.
import {memo} from 'react';
import type {Settings} from '../../../schema/settings.ts';
import {Toggle} from './settings-controls.tsx';

type Practice = Settings['routes']['vocab-practice'];

export const VocabularyPracticeSettings = memo(function VocabularyPracticeSettings({
  practice,
  onChange,
}: {
  practice: Practice;
  onChange: (practice: Practice) => Promise<boolean>;
}) {
  return (
    <>
      <Toggle
        label="Shuffle answer choices"
        checked={practice['shuffle-answers']}
        onChange={(value) => void onChange({...practice, 'shuffle-answers': value})}
        testId="shuffle-answers"
      />
      <Toggle
        label="Learn kanji and radicals before the words that use them"
        checked={practice['enable-kanji-radical-prereqs']}
        onChange={(value) => void onChange({...practice, 'enable-kanji-radical-prereqs': value})}
        testId="kanji-prereqs"
      />
    </>
  );
});
