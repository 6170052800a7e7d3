// Vocabulary practice options (requirements §3.2 routes.vocab-practice): shuffled answer choices, and the kanji and
// radicals of a set before its words.
import {memo, useCallback} from 'react';
import type {Settings} from '../../../schema/settings.ts';
import {useSettingsPart} from '../../app/settings/use-settings.ts';
import {useUpdateSettings} from '../../app/settings/use-update-settings.ts';
import {Toggle} from './settings-controls.tsx';

type Practice = Settings['routes']['vocab-practice'];

const vocabularyPractice = (settings: Settings) => settings.routes['vocab-practice'];

export const VocabularyPracticeSettings = memo(function VocabularyPracticeSettings() {
  const practice = useSettingsPart(vocabularyPractice);
  const {currentSettings, updateSettings} = useUpdateSettings();
  // The rest of `routes` as it is this moment: the vocabulary page's panels may have changed since the last render.
  const onChange = useCallback(
    (next: Practice) => updateSettings({routes: {...currentSettings().routes, 'vocab-practice': next}}),
    [currentSettings, updateSettings],
  );
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
