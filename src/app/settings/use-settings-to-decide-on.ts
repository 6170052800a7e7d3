// The settings, and whether they may decide something taken once, on arrival (see settings-to-decide-on.ts).
import {useEffect, useState} from 'react';
import {useSettings} from './use-settings.ts';
import {SERVER_SETTINGS_WAIT_MS, settingsReadyToDecide} from './settings-to-decide-on.ts';

export function useSettingsToDecideOn() {
  const {settings, loaded, confirmed} = useSettings();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loaded || confirmed) return;
    const timer = setTimeout(() => setWaited(true), SERVER_SETTINGS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loaded, confirmed]);
  return {settings, ready: settingsReadyToDecide({loaded, confirmed, online: navigator.onLine, waited})};
}
