// The signed-in learner's profile settings as this page knows them: what ProfileSettingsSync follows through Zero,
// once Zero has started, for useSettings.
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

/** A change made on this page, shown from the click until the profile shows it: Zero applies it a moment later (and
 * the checkbox clicked would otherwise show its old state for a render). `id`: its write's id, which the profile's
 * versions name once Zero has applied it. */
export type ChangeOnItsWay = {readonly id: string; readonly patch: StoredSettingsPatch};

export const changesOnTheirWayAtom = atom<readonly ChangeOnItsWay[]>([]);

/** The changes the profile does not show yet: those whose write no version of it names. */
export function notYetShown(changes: readonly ChangeOnItsWay[], versions: FieldVersions): readonly ChangeOnItsWay[] {
  if (!changes.length) return changes;
  const shown = new Set(Object.values(versions).map((version) => version.w));
  const left = changes.filter((change) => !shown.has(change.id));
  return left.length === changes.length ? changes : left;
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

/** Shows the profile as Zero has it now (ProfileSettingsSync's news); a change of this page the profile now shows is
 * let go in the same update, so that it never shows twice or over a newer one. */
export const showProfileAtom = atom(null, (get, set, next: ProfileSettings) => {
  const shown = sharedProfile(get(profileSettingsAtom), next);
  set(profileSettingsAtom, shown);
  set(changesOnTheirWayAtom, (changes) => notYetShown(changes, shown.versions));
});
