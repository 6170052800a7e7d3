// Writing cards (issue 24): whether review offers kanji to write by hand, for the kanji the learner has met, and how
// many new ones a day (1–50; out of range is refused with the schema's message).
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {NEW_WRITING_CARDS_RANGE} from '../../../schema/settings.ts';
import {NumberField, Toggle} from './settings-controls.tsx';

export const WritingCardsSettings = memo(function WritingCardsSettings() {
  const writingCards = useSetting('writing-cards');
  const onChange = useSaveSetting('writing-cards');
  return (
    <>
      <Toggle
        label="Review kanji by writing them"
        hint="Kanji you have met come back in review to be written by hand, each on its own schedule."
        checked={writingCards.enabled}
        onChange={(enabled) => void onChange({...writingCards, enabled})}
        testId="writing-cards-enabled"
      />
      <NumberField
        id="new-writing-cards"
        label="New kanji to write each day"
        value={writingCards.newPerDay}
        testId="new-writing-cards"
        min={NEW_WRITING_CARDS_RANGE.min}
        max={NEW_WRITING_CARDS_RANGE.max}
        onSave={(newPerDay) => onChange({...writingCards, newPerDay})}
      />
    </>
  );
});
