import type {PracticeMode} from '../../../schema/catalogue.ts';

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
    <fieldset className="segmented practice-mode-switch" data-testid="practice-mode">
      <legend className="visually-hidden">Practice mode (M switches)</legend>
      {modes.map((each) => (
        <label key={each} className="segment">
          <input
            type="radio"
            name="practice-mode"
            value={each}
            checked={mode === each}
            data-testid={`practice-mode-${each}`}
            onChange={() => onChange(each)}
          />
          <span>{MODE_LABELS[each]}</span>
        </label>
      ))}
    </fieldset>
  );
}
