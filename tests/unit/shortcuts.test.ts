import {expect, test} from 'vitest';
import {practiceShortcut, type ShortcutKey} from '../../src/features/practice/shortcuts.ts';

const press = (key: string, code: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

test('digits choose, letters act, Enter goes on, Esc leaves', () => {
  expect(practiceShortcut(press('1', 'Digit1'), 'other')).toEqual({type: 'choose', index: 0});
  expect(practiceShortcut(press('4', 'Numpad4'), 'other')).toEqual({type: 'choose', index: 3});
  expect(practiceShortcut(press('r', 'KeyR'), 'other')).toEqual({type: 'speak'});
  expect(practiceShortcut(press('t', 'KeyT'), 'other')).toEqual({type: 'toggle-typed'});
  expect(practiceShortcut(press('f', 'KeyF'), 'other')).toEqual({type: 'toggle-reading'});
  expect(practiceShortcut(press('m', 'KeyM'), 'other')).toEqual({type: 'switch-mode'});
  expect(practiceShortcut(press('Enter', 'Enter'), 'other')).toEqual({type: 'next'});
  expect(practiceShortcut(press('Escape', 'Escape'), 'other')).toEqual({type: 'leave'});
  expect(practiceShortcut(press('x', 'KeyX'), 'other')).toBeNull();
});

test('typing into a field is left alone unless Alt is held; Esc still leaves', () => {
  expect(practiceShortcut(press('r', 'KeyR'), 'text')).toBeNull();
  expect(practiceShortcut(press('1', 'Digit1'), 'text')).toBeNull();
  expect(practiceShortcut(press('®', 'KeyR', {altKey: true}), 'text')).toEqual({type: 'speak'});
  expect(practiceShortcut(press('Escape', 'Escape'), 'text')).toEqual({type: 'leave'});
});

test('Enter belongs to the focused field or button; browser shortcuts pass through', () => {
  expect(practiceShortcut(press('Enter', 'Enter'), 'text')).toBeNull();
  expect(practiceShortcut(press('Enter', 'Enter'), 'control')).toBeNull();
  expect(practiceShortcut(press('2', 'Digit2'), 'control')).toEqual({type: 'choose', index: 1});
  expect(practiceShortcut(press('r', 'KeyR', {ctrlKey: true}), 'other')).toBeNull();
  expect(practiceShortcut(press('t', 'KeyT', {metaKey: true}), 'other')).toBeNull();
});
