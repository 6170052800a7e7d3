import type {PracticeMode} from '../../../schema/catalogue.ts';
import {SegmentedChoice} from '../../components/SegmentedChoice.tsx';

const MODE_LABELS: Record<PracticeMode, string> = {meanings: 'Meanings', spellings: 'Spellings'};

export function ModeSwitch({
  mode,
  modes,
  onChange,
}: {
  mode: PracticeMode;
  modes: readonly PracticeMode[];
  onChange: (mode: PracticeMode) => void;
}) {
  return (
    <SegmentedChoice
      name="practice-mode"
      className="practice-mode-switch"
      legend={<legend className="visually-hidden">Practice mode (M switches)</legend>}
      choices={modes}
      labels={MODE_LABELS}
      chosen={mode}
      onChoose={onChange}
    />
  );
}
