// The shapes every per-table permission shares (schema/permissions/signed-in-rows.ts, schema/context.ts), read from
// the queries' own ASTs.
import {expect, test} from 'vitest';
import {NotSignedInError, signedInUserID} from '../../schema/context.ts';
import {cardsVisibleTo} from '../../schema/permissions/fsrs-cards.ts';
import {
  editableDecks,
  invitesVisibleTo,
  membersVisibleTo,
  ownShares,
  presenceVisibleTo,
  readableDecks,
  readableItems,
  restorableItems,
} from '../../schema/permissions/decks.ts';
import {queries} from '../../schema/queries.ts';

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

type Condition = {type: string; flip?: boolean; conditions?: Condition[]; related?: {subquery: {where?: Condition}}};

/** Every EXISTS in a filter, however deep (in an OR, or in the subquery of another EXISTS). */
function existsIn(condition: Condition | undefined): Condition[] {
  if (!condition) return [];
  if (condition.type === 'correlatedSubquery') return [condition, ...existsIn(condition.related?.subquery.where)];
  return (condition.conditions ?? []).flatMap(existsIn);
}

test('every EXISTS of the deck filters is a semi-join the planner may not flip (schema/permissions/never-flipped.ts)', () => {
  const ctx = {userID: 'learner-1'};
  const filters = [
    editableDecks(ctx),
    readableDecks(ctx),
    readableItems(ctx),
    restorableItems(ctx),
    membersVisibleTo(ctx),
    presenceVisibleTo(ctx),
    invitesVisibleTo(ctx),
    queries.decks.itemsForWords.fn({ctx, args: {words: ['食べる']}}),
  ];
  const found = filters.flatMap((query) => existsIn(whereOf(query) as Condition));
  expect(found.length).toBeGreaterThanOrEqual(filters.length);
  for (const condition of found) expect(condition.flip).toBe(false);
});
