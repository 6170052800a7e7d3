// The colour mode (requirements §3.2): light, dark, or following the system.
import {memo} from 'react';
import {COLOR_MODES, type ColorMode} from '../../../schema/settings.ts';

const COLOR_MODE_LABELS: Record<ColorMode, string> = {light: 'Light', dark: 'Dark', system: 'System'};

export const AppearanceSettings = memo(function AppearanceSettings({
  mode,
  onChange,
}: {
  mode: ColorMode;
  onChange: (mode: ColorMode) => Promise<boolean>;
}) {
  return (
    <fieldset className="segmented" data-testid="color-mode">
      <legend>Colour mode</legend>
      {COLOR_MODES.map((each) => (
        <label key={each} className="segment">
          <input
            type="radio"
            name="color-mode"
            value={each}
            checked={mode === each}
            data-testid={`color-mode-${each}`}
            onChange={() => void onChange(each)}
          />
          <span>{COLOR_MODE_LABELS[each]}</span>
        </label>
      ))}
    </fieldset>
  );
});
