// The signed-in learner's profile settings as this page knows them: what ProfileSettingsSync follows through Zero,
// once Zero has started, for useSettings.
import {atom} from 'jotai';
import type {StoredSettings} from '../../../schema/settings.ts';
import type {FieldVersions} from '../../../schema/writes/field-versions.ts';

export type ProfileSettings = {
  /** The profile's stored settings, validated (defaults where a value is missing or invalid), with the learner's
   * pending changes applied by Zero. */
  stored: StoredSettings;
  /** The version of each key, which a change names as the one it was made on. */
  versions: FieldVersions;
  /** The profile has loaded, from the server or from this device's copy. */
  loaded: boolean;
  /** The server has answered: the settings are not a local copy from before the last reload. */
  confirmed: boolean;
};

export const profileSettingsAtom = atom<ProfileSettings | null>(null);
