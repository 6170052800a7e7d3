// The settings a page shows for a signed-in learner: the profile's, with the saves still waiting in the outbox and
// then those not yet handed to it (made before Zero had started or the profile had loaded) applied over them, in
// the order they were made. A change shows at once and stays shown while it makes its way to the server: a save is
// known by the id its outbox entry has (chosen when it is made), so it shows until this page's pending saves hold it,
// never for a render in between (that render showed the old value, and a form it hides lost what was typed in it).
import type {UpdateSettingsArgs} from '../../../schema/mutators/settings.ts';
import {applySettingsPatch, type Settings, type StoredSettingsPatch} from '../../../schema/settings.ts';
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';

const UPDATE_SETTINGS = 'settings.update';

/** A save made on this page, with the id of its outbox entry; removed (by identity) once the server has answered it. */
export type UnsubmittedSettings = {readonly patch: StoredSettingsPatch; readonly id: string};

export function shownSettings(
  profile: Settings,
  pending: readonly OutboxEntry[],
  unsubmitted: readonly UnsubmittedSettings[],
): Settings {
  const withPending = pending
    .filter((entry) => entry.name === UPDATE_SETTINGS)
    .reduce((settings, entry) => applySettingsPatch(settings, (entry.args as UpdateSettingsArgs).patch), profile);
  const inOutbox = new Set(pending.map((entry) => entry.id));
  return unsubmitted.filter((save) => !inOutbox.has(save.id)).reduce((settings, save) => applySettingsPatch(settings, save.patch), withPending);
}
