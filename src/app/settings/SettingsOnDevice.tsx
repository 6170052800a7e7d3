// Keeps this device in step with the learner's settings: the colour mode on the page, the settings cookies, and the
// device type the window's width calls for. A component of its own, rendered once by the root layout, so that a
// settings change re-renders only what shows settings, not the whole page around it.
import {useEffect} from 'react';
import {deviceTypeForWidth} from '../../../schema/settings.ts';
import {useApplySettingsToDevice, useSettings} from './use-settings.ts';

export function SettingsOnDevice() {
  const {settings, updateSettings} = useSettings();
  useApplySettingsToDevice(settings);

  const deviceType = settings['device-type'];
  useEffect(() => {
    const check = () => {
      const current = deviceTypeForWidth(window.innerWidth);
      if (current !== deviceType) void updateSettings({'device-type': current});
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [deviceType, updateSettings]);
  return null;
}
