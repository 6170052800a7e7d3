// The colour mode (requirements §3.2): light, dark, or following the system.
import {memo} from 'react';
import {useSetting} from '../../app/settings/use-settings.ts';
import {useSaveSetting} from '../../app/settings/use-update-settings.ts';
import {COLOR_MODES, type ColorMode} from '../../../schema/settings.ts';
import {SegmentedChoice} from '../../components/SegmentedChoice.tsx';

const COLOR_MODE_LABELS: Record<ColorMode, string> = {light: 'Light', dark: 'Dark', system: 'System'};

export const AppearanceSettings = memo(function AppearanceSettings() {
  const mode = useSetting('color-mode');
  const onChange = useSaveSetting('color-mode');
  return (
    <SegmentedChoice
      name="color-mode"
      legend={<legend>Colour mode</legend>}
      choices={COLOR_MODES}
      labels={COLOR_MODE_LABELS}
      chosen={mode}
      onChoose={(each) => void onChange(each)}
    />
  );
});
