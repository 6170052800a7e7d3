// The textbook the learner is studying (requirements §3.2 active-textbook).
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import type {Settings} from '../../../schema/settings.ts';

type Textbook = Settings['active-textbook'];

export const CourseSettings = memo(function CourseSettings() {
  const textbook = useSetting('active-textbook');
  const onChange = useSaveSetting('active-textbook');
  return (
    <div className="field">
      <label htmlFor="active-textbook">Textbook you are studying</label>
      <select
        id="active-textbook"
        value={textbook || 'genki_1'}
        onChange={(event) => void onChange(event.target.value as Textbook)}
      >
        <option value="genki_1">Genki I (N5, chapters 0–12)</option>
        <option value="genki_2">Genki II (N4, chapters 13–20)</option>
      </select>
    </div>
  );
});
