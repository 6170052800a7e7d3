// The settings a page shows for a signed-in learner: the profile's, with the saves still waiting in the outbox and
// then those not yet handed to it (made before Zero had started or the profile had loaded) applied over them, in
// the order they were made. A change shows at once and stays shown while it makes its way to the server.
import type {UpdateSettingsArgs} from '../../../schema/mutators/settings.ts';
import {applySettingsPatch, type Settings, type StoredSettingsPatch} from '../../../schema/settings.ts';
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';

const UPDATE_SETTINGS = 'settings.update';

/** A save made on this page and not in the outbox yet; removed (by identity) once it is. */
export type UnsubmittedSettings = {readonly patch: StoredSettingsPatch};

export function shownSettings(
  profile: Settings,
  pending: readonly OutboxEntry[],
  unsubmitted: readonly UnsubmittedSettings[],
): Settings {
  const withPending = pending
    .filter((entry) => entry.name === UPDATE_SETTINGS)
    .reduce((settings, entry) => applySettingsPatch(settings, (entry.args as UpdateSettingsArgs).patch), profile);
  return unsubmitted.reduce((settings, save) => applySettingsPatch(settings, save.patch), withPending);
}
