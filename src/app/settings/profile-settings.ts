// The signed-in learner's profile settings as this page knows them: what ProfileSettingsSync follows through Zero,
// once Zero has started, for the settings shown (shown-settings.ts).
import {atom} from 'jotai';
import type {StoredSettings, StoredSettingsPatch} from '../../../schema/settings.ts';
import type {FieldVersions} from '../../../schema/writes/field-versions.ts';
import {keepUnchanged} from './keep-unchanged.ts';
import type {SettingsWrite} from './save-settings.ts';

/** Saves a settings change as the write `id`, made at `changedAt` on the versions shown (null: the profile had not
 * loaded); the write is handed to Zero before this returns. */
export type SaveSettings = (
  patch: StoredSettingsPatch,
  changedAt: number,
  versions: FieldVersions | null,
  id: string,
) => SettingsWrite;

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

/** A change made on this page, shown over the profile until the profile shows it: Zero applies it a moment after it
 * was handed over (and the control clicked would otherwise show its old state for a render). `id`: its write's id, which the profile's
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

/** Shows the profile; a change of this page the profile now shows is let go in the same update, so that it never
 * shows twice or over a newer one. */
const showProfileAtom = atom(null, (get, set, next: ProfileSettings) => {
  const shown = sharedProfile(get(profileSettingsAtom), next);
  set(profileSettingsAtom, shown);
  set(changesOnTheirWayAtom, (changes) => notYetShown(changes, shown.versions));
});

/** Changes of this page being handed to Zero (see handOverAtom). */
const handingOverAtom = atom<readonly ChangeOnItsWay[]>([]);
/** The profile as Zero has it, held back while a change is being handed over. */
const heldProfileAtom = atom<ProfileSettings | null>(null);

/** The profile and this page's changes over it as they will show once the changes being handed over do: what a
 * change made this moment is made on (two in one frame). */
export const latestProfileAtom = atom((get) => ({
  profile: get(heldProfileAtom) ?? get(profileSettingsAtom),
  changes: [...get(changesOnTheirWayAtom), ...get(handingOverAtom)],
}));

/** ProfileSettingsSync's news: the profile as Zero has it now. Shown at once, unless a change of this page is being
 * handed to Zero: Zero has then applied it, and the profile shows once the change does. */
export const profileFromZeroAtom = atom(null, (get, set, next: ProfileSettings) => {
  if (get(handingOverAtom).length) set(heldProfileAtom, next);
  else set(showProfileAtom, next);
});

/** A change of this page is being handed to Zero, or has been: the page renders it, with what Zero applied meanwhile,
 * only then, so that rendering it does not hold up Zero's push (after-push-turn.ts). Handed over, it shows over the
 * profile while the profile does not show it; settled first (refused at once), it is only let go. */
export const handOverAtom = atom(
  null,
  (get, set, step: {type: 'handing over' | 'settled' | 'handed over'; change: ChangeOnItsWay}) => {
    const {change} = step;
    if (step.type === 'handing over') return set(handingOverAtom, (changes) => [...changes, change]);
    if (!get(handingOverAtom).includes(change)) return;
    const left = get(handingOverAtom).filter((each) => each !== change);
    set(handingOverAtom, left);
    const held = get(heldProfileAtom);
    if (!left.length && held) {
      set(heldProfileAtom, null);
      set(showProfileAtom, held);
    }
    const shown = get(profileSettingsAtom);
    if (step.type === 'handed over' && (!shown || notYetShown([change], shown.versions).length))
      set(changesOnTheirWayAtom, (changes) => [...changes, change]);
  },
);
