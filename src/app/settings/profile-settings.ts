// The signed-in learner's profile settings as this page knows them: what ProfileSettingsSync follows through Zero,
// once Zero has started, for the settings shown (shown-settings.ts).
import {atom} from 'jotai';
import type {StoredSettings, StoredSettingsPatch} from '../../../schema/settings.ts';
import type {FieldVersions} from '../../../schema/writes/field-versions.ts';
import {keepUnchanged} from './keep-unchanged.ts';

/** Saves a settings change as the write `id`, made at `changedAt` on the versions shown (null: the profile had not
 * loaded); the write is handed to Zero before this returns. False when the server refused it. */
export type SaveSettings = (
  patch: StoredSettingsPatch,
  changedAt: number,
  versions: FieldVersions | null,
  id: string,
) => Promise<boolean>;

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
  /** Saves a change to this profile at once. */
  save: SaveSettings;
};

export const profileSettingsAtom = atom<ProfileSettings | null>(null);

/** A change made on this page, shown over the profile until the server has answered for it: Zero applies it here at
 * once, but puts it back while the outbox waits to send it again (a push the server failed on), and the learner should
 * see their change all the while. `id`: its write's id; `at`: when it was made. */
export type ChangeOnItsWay = {readonly id: string; readonly patch: StoredSettingsPatch; readonly at: number};

export const changesOnTheirWayAtom = atom<readonly ChangeOnItsWay[]>([]);

/** The changes to show over a profile with these versions: all but those a later write made elsewhere has replaced
 * (the profile's version of a key the change sets names another write, made after it), which never show over it. */
export function changesShownOver(
  changes: readonly ChangeOnItsWay[],
  versions: FieldVersions,
): readonly ChangeOnItsWay[] {
  const replaced = (change: ChangeOnItsWay) =>
    Object.keys(change.patch).some((key) => {
      const version = versions[key];
      return version !== undefined && version.w !== change.id && version.at > change.at;
    });
  return changes.some(replaced) ? changes.filter((change) => !replaced(change)) : changes;
}

/** `next`, sharing with `previous` the objects of every key whose content did not change (so that what shows an
 * unchanged setting does not render again); `previous` itself when nothing changed. */
export function sharedProfile(previous: ProfileSettings | null, next: ProfileSettings): ProfileSettings {
  if (!previous) return next;
  const stored = keepUnchanged(previous.stored, next.stored);
  const versions = keepUnchanged(previous.versions, next.versions);
  const same =
    stored === previous.stored &&
    versions === previous.versions &&
    next.loaded === previous.loaded &&
    next.confirmed === previous.confirmed &&
    next.save === previous.save;
  return same ? previous : {...next, stored, versions};
}

/** ProfileSettingsSync's news: the profile as Zero has it now. */
export const showProfileAtom = atom(null, (get, set, next: ProfileSettings) =>
  set(profileSettingsAtom, sharedProfile(get(profileSettingsAtom), next)),
);
