// The signed-in learner's profile settings as this page knows them, and the way to save them: what useSettings
// shares with the component that follows the profile through Zero (ProfileSettingsSync), which fills them in once
// Zero has started.
import {atom} from 'jotai';
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';
import type {StoredSettings, StoredSettingsPatch} from '../../../schema/settings.ts';
import type {UnsubmittedSettings} from './shown-settings.ts';

export type ProfileSettings = {
  /** The profile's stored settings, validated (defaults where a value is missing or invalid). */
  stored: StoredSettings;
  /** Saves of settings still waiting in the outbox, applied over `stored` in order. */
  pending: readonly OutboxEntry[];
  /** The profile has loaded, from the server or from this device's copy. */
  loaded: boolean;
  /** The server has answered: the settings are not a local copy from before the last reload. */
  confirmed: boolean;
};

export const profileSettingsAtom = atom<ProfileSettings | null>(null);

/** Saves made on this page that its pending saves (above) do not hold yet: shown over them until they do. */
export const unsubmittedSettingsAtom = atom<readonly UnsubmittedSettings[]>([]);

/** `id`: the id the save's outbox entry takes. */
export type SettingsSaver = (stored: StoredSettingsPatch, profileLoaded: () => boolean, id: string) => Promise<boolean>;

let saver: SettingsSaver | undefined;
const waitingForSaver: ((save: SettingsSaver) => void)[] = [];

/** ProfileSettingsSync gives the way to save, once Zero is there. */
export function provideSettingsSaver(save: SettingsSaver) {
  saver = save;
  for (const waiting of waitingForSaver.splice(0)) waiting(save);
}

/** Saves to the profile at once when Zero is there, so that its optimistic write shows in the same frame as the
 * change; before that, as soon as it is. False when the server refused it. */
export function saveStoredSettings(stored: StoredSettingsPatch, profileLoaded: () => boolean, id: string): Promise<boolean> {
  if (saver) return saver(stored, profileLoaded, id);
  return new Promise((resolve) => waitingForSaver.push((save) => resolve(save(stored, profileLoaded, id))));
}
