// Keeps this device in step with the learner's settings: the colour mode on the page, the settings cookies (which let
// the next visit paint with the learner's settings before anything has synced), and the device type the window's
// width calls for. A component of its own, rendered once by the root layout, so that a settings change re-renders
// only what shows settings, not the whole page around it.
import {useEffect, useLayoutEffect} from 'react';
import {useStore} from 'jotai';
import {deviceTypeForWidth} from '../../../schema/settings.ts';
import {useSession} from '../session/use-session.ts';
import {applyColorMode, followSystemTheme} from './color-mode.ts';
import {writeColorModeCookie, writeSettingsCookie} from './settings-cookie.ts';
import {shownSettingsAtom} from './shown-settings.ts';
import {useSetting} from './use-settings.ts';
import {useSaveSetting} from './use-update-settings.ts';

/** The cookies follow the settings a task after a change: they are for the next visit, and writing them is no part
 * of showing the change (a cookie write costs about a millisecond). */
function useCookiesFollowSettings() {
  const store = useStore();
  const source = shownSettingsAtom(Boolean(useSession().user));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const settings = store.get(source);
        writeColorModeCookie(settings['color-mode']);
        writeSettingsCookie(settings);
      });
    };
    write();
    const stop = store.sub(source, write);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, source]);
}

export function SettingsOnDevice() {
  const mode = useSetting('color-mode');
  const deviceType = useSetting('device-type');
  const saveDeviceType = useSaveSetting('device-type');
  useCookiesFollowSettings();

  // Before the paint: a change from another tab or device shows in the frame that renders it, not one later.
  useLayoutEffect(() => {
    applyColorMode(mode);
    return followSystemTheme(mode);
  }, [mode]);

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
