import {describe, expect, test} from 'vitest';
import {parseSettings, type StoredSettingsPatch} from '../../schema/settings.ts';
import type {OutboxEntry} from '../../src/app/outbox/outbox-queue.ts';
import {shownSettings} from '../../src/features/settings/shown-settings.ts';

const profile = parseSettings({});
const prerequisites = (settings: ReturnType<typeof parseSettings>) => settings.routes['vocab-practice']['enable-kanji-radical-prereqs'];
const withPrerequisites = (on: boolean): StoredSettingsPatch =>
  ({routes: {...profile.routes, 'vocab-practice': {...profile.routes['vocab-practice'], 'enable-kanji-radical-prereqs': on}}});
const off = withPrerequisites(false);

function pendingSave(patch: StoredSettingsPatch, seq: number): OutboxEntry {
  return {id: `save-${seq}`, userID: 'learner', seq, name: 'settings.update', args: {patch, changedAt: seq} as never, tabID: 'tab', attempts: 0};
}

describe('the settings a page shows', () => {
  test('the profile as it is, with nothing waiting', () => {
    expect(prerequisites(profile)).toBe(true);
    expect(shownSettings(profile, [], [])).toEqual(profile);
  });

  test('a save not yet in the outbox shows over a profile that loaded after it was made', () => {
    expect(prerequisites(shownSettings(profile, [], [{patch: off, id: 'save-1'}]))).toBe(false);
  });

  test('once in the outbox, it shows as a pending save', () => {
    expect(prerequisites(shownSettings(profile, [pendingSave(off, 1)], []))).toBe(false);
  });

  test('a save both pending and not yet forgotten here counts once, in its place: a newer pending save stays shown', () => {
    const on = withPrerequisites(true);
    expect(prerequisites(shownSettings(profile, [pendingSave(off, 1), pendingSave(on, 2)], [{patch: off, id: 'save-1'}]))).toBe(true);
  });

  test('saves apply in the order they were made: those in the outbox first, then the newer ones not yet in it', () => {
    const on = withPrerequisites(true);
    expect(prerequisites(shownSettings(profile, [pendingSave(off, 1)], [{patch: on, id: 'save-2'}]))).toBe(true);
    expect(prerequisites(shownSettings(profile, [pendingSave(on, 1)], [{patch: off, id: 'save-2'}]))).toBe(false);
  });

  test('writes other than settings saves are left out', () => {
    const review = {...pendingSave(off, 1), name: 'fsrs.reviewCard'};
    expect(shownSettings(profile, [review], [])).toEqual(profile);
  });
});
