// What `select` takes from the settings, and whether it may decide something taken once, on arrival (see
// settings-to-decide-on.ts).
import {useEffect, useState} from 'react';
import type {Settings} from '../../../schema/settings.ts';
import {useSettingsLoaded, useSettingsPart} from './use-settings.ts';
import {SERVER_SETTINGS_WAIT_MS, settingsReadyToDecide} from './settings-to-decide-on.ts';

export function useSettingsToDecideOn<Selected>(select: (settings: Settings) => Selected) {
  const part = useSettingsPart(select);
  const {loaded, confirmed} = useSettingsLoaded();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loaded || confirmed) return;
    const timer = setTimeout(() => setWaited(true), SERVER_SETTINGS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loaded, confirmed]);
  return {part, ready: settingsReadyToDecide({loaded, confirmed, online: navigator.onLine, waited})};
}
