import {expect, test} from 'vitest';
import {isNewerSession} from '../../src/features/practice/session-to-resume.ts';

const shown = {session_id: 'a', last_updated_at: 1000};

test('a copy updated later, or a first one, replaces what the page shows', () => {
  expect(isNewerSession({session_id: 'a', last_updated_at: 2000}, shown)).toBe(true);
  expect(isNewerSession({session_id: 'b', last_updated_at: 2000}, shown)).toBe(true);
  expect(isNewerSession(shown, null)).toBe(true);
});

test('the same copy, an older one, or none at all does not', () => {
  expect(isNewerSession({...shown}, shown)).toBe(false);
  expect(isNewerSession({session_id: 'b', last_updated_at: 500}, shown)).toBe(false);
  expect(isNewerSession(undefined, shown)).toBe(false);
});
