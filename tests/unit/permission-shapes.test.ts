// The shapes every per-table permission shares (schema/permissions/signed-in-rows.ts, schema/context.ts), read from
// the queries' own ASTs.
import {expect, test} from 'vitest';
import {NotSignedInError, signedInUserID} from '../../schema/context.ts';
import {cardsVisibleTo} from '../../schema/permissions/fsrs-cards.ts';
import {ownShares} from '../../schema/permissions/decks.ts';

const whereOf = (query: unknown) => (query as {ast: {where?: unknown}}).ast.where;

test("a signed-in caller's rows are theirs, by the column the table's rule names", () => {
  expect(whereOf(cardsVisibleTo({userID: 'learner-1'}))).toEqual({
    type: 'simple',
    left: {type: 'column', name: 'user_id'},
    right: {type: 'literal', value: 'learner-1'},
    op: '=',
  });
  expect(whereOf(ownShares({userID: 'learner-1'}))).toMatchObject({
    left: {name: 'shared_by'},
    right: {value: 'learner-1'},
  });
});

test('a visitor, or no context at all, matches no row', () => {
  for (const ctx of [{userID: null}, undefined]) {
    expect(whereOf(cardsVisibleTo(ctx))).toEqual({type: 'or', conditions: []});
    expect(whereOf(ownShares(ctx))).toEqual({type: 'or', conditions: []});
  }
});

test('a mutator writes as the caller from the context, and refuses a visitor', () => {
  expect(signedInUserID({userID: 'learner-1'})).toBe('learner-1');
  expect(() => signedInUserID({userID: null})).toThrow(NotSignedInError);
  expect(() => signedInUserID(undefined)).toThrow(NotSignedInError);
});
