// Keeps this device in step with the learner's settings: the colour mode on the page, the settings cookies (which let
// the next visit paint with the learner's settings before anything has synced), and the device type the window's
// width calls for. A component of its own, rendered once by the root layout, so that a settings change re-renders
// only what shows settings, not the whole page around it.
import {useEffect, useLayoutEffect} from 'react';
import {deviceTypeForWidth, type Settings} from '../../../schema/settings.ts';
import {applyColorMode, followSystemTheme} from './color-mode.ts';
import {writeColorModeCookie, writeSettingsCookie} from './settings-cookie.ts';
import {useSettingsPart} from './use-settings.ts';
import {useSaveSetting} from './use-update-settings.ts';

const everySetting = (settings: Settings) => settings;

export function SettingsOnDevice() {
  const settings = useSettingsPart(everySetting);
  const saveDeviceType = useSaveSetting('device-type');

  const mode = settings['color-mode'];
  // Before the paint: a change from another tab or device shows in the frame that renders it, not one later.
  useLayoutEffect(() => {
    applyColorMode(mode);
    writeColorModeCookie(mode);
    return followSystemTheme(mode);
  }, [mode]);
  useEffect(() => writeSettingsCookie(settings), [settings]);

  const deviceType = settings['device-type'];
  useEffect(() => {
    const check = () => {
      const current = deviceTypeForWidth(window.innerWidth);
      if (current !== deviceType) void saveDeviceType(current);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [deviceType, saveDeviceType]);
  return null;
}
