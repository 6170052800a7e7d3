// Through real zero-cache and the real server: grading a card writes the card and one log row whose state is
// exactly reviewStep's; a replayed review (same id) changes nothing; nobody reads or grades another user's cards.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {queries} from '../../schema/queries.ts';
import {zql} from '../../schema/zero-schema.ts';
import {mutators} from '../../schema/mutators.ts';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {reviewStep} from '../../schema/fsrs/review-step.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {serverResult, tamperedMutators, zeroClients, type TamperedZero, type TestZero} from '../support/zero-client.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 2, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);
const DAY = 86_400_000;

let alice: TestUser;
let bob: TestUser;
let aliceZero: TestZero;
let bobZero: TestZero;
const {client, tampered: tamperedClient, closeAll} = zeroClients(baseURL);

type StoredCardRow = {
  user_id: string;
  practice_item_key: string;
  type: string;
  mode: string;
  fsrs_card: unknown;
  due: number;
  last_review_id: string;
};

async function storedCard(id: string): Promise<StoredCardRow | undefined> {
  const [row] = await sql<StoredCardRow[]>`
    select user_id, practice_item_key, type, mode, fsrs_card, (extract(epoch from due_at) * 1000)::float8 as due, last_review_id
    from fsrs_cards where id = ${id}`;
  return row;
}

async function logsOf(id: string) {
  return sql<{id: string; rating: number; reviewed: number; review_log: unknown}[]>`
    select id, rating, (extract(epoch from reviewed_at) * 1000)::float8 as reviewed, review_log
    from fsrs_review_logs where card_id = ${id} order by reviewed_at`;
}

beforeAll(async () => {
  alice = await signUp(baseURL, 'reviews-alice');
  bob = await signUp(baseURL, 'reviews-bob');
  aliceZero = client({cookie: alice.cookie, userID: alice.id});
  bobZero = client({cookie: bob.cookie, userID: bob.id});
});

afterAll(async () => {
  await closeAll();
  await sql.end();
});

describe('grading', () => {
  let aliceCard: string;
  const firstReview = crypto.randomUUID();

  beforeAll(() => {
    aliceCard = cardID({userID: alice.id, itemKey: '食べる', type: 'vocabulary', mode: 'meanings'});
  });

  test('a first grade creates the card and one log, in exactly the state reviewStep gives', async () => {
    const write = aliceZero.mutate(
      mutators.reviews.grade({reviewID: firstReview, cardID: aliceCard, rating: 3, reviewedAt: T0}),
    );
    expect(await serverResult(write)).toContain('success');
    const expected = reviewStep(null, 3, T0);
    expect(await storedCard(aliceCard)).toEqual({
      user_id: alice.id,
      practice_item_key: '食べる',
      type: 'vocabulary',
      mode: 'meanings',
      fsrs_card: expected.card,
      due: expected.card.due,
      last_review_id: firstReview,
    });
    expect(await logsOf(aliceCard)).toEqual([{id: firstReview, rating: 3, reviewed: T0, review_log: expected.log}]);
  });

  test('a second grade continues from the stored card', async () => {
    const write = aliceZero.mutate(
      mutators.reviews.grade({reviewID: crypto.randomUUID(), cardID: aliceCard, rating: 1, reviewedAt: T0 + 3 * DAY}),
    );
    expect(await serverResult(write)).toContain('success');
    const expected = reviewStep(reviewStep(null, 3, T0).card, 1, T0 + 3 * DAY);
    expect((await storedCard(aliceCard))?.fsrs_card).toEqual(expected.card);
    expect((await storedCard(aliceCard))?.due).toBe(expected.card.due);
    expect(await logsOf(aliceCard)).toHaveLength(2);
  });

  test('a grade from practice is logged as practice; a review, or a grade that says nothing, as a review', async () => {
    const practised = crypto.randomUUID();
    const write = aliceZero.mutate(
      mutators.reviews.grade({
        reviewID: practised,
        cardID: aliceCard,
        rating: 3,
        reviewedAt: T0 + 4 * DAY,
        source: 'practice',
      }),
    );
    expect(await serverResult(write)).toContain('success');
    const sources = await sql<
      {id: string; source: string}[]
    >`select id, source from fsrs_review_logs where card_id = ${aliceCard} order by reviewed_at`;
    expect(sources.map((row) => row.source)).toEqual(['review', 'review', 'practice']);
    expect(sources.at(-1)?.id).toBe(practised);
  });

  test('a replayed review (same id, even with other arguments) changes nothing', async () => {
    const before = await storedCard(aliceCard);
    const logsBefore = await logsOf(aliceCard);
    for (const rating of [3, 4] as const) {
      const replay = aliceZero.mutate(
        mutators.reviews.grade({reviewID: firstReview, cardID: aliceCard, rating, reviewedAt: T0 + 9 * DAY}),
      );
      expect(await serverResult(replay)).toContain('success');
    }
    expect(await storedCard(aliceCard)).toEqual(before);
    expect(await logsOf(aliceCard)).toEqual(logsBefore);
  });

  test('the owner reads the card through the queries; another user reads nothing', async () => {
    const mine = await aliceZero.run(queries.fsrsCards.forItems({itemKeys: ['食べる']}), {type: 'complete'});
    expect(mine.map((card) => card.id)).toEqual([aliceCard]);
    expect(await bobZero.run(queries.fsrsCards.forItems({itemKeys: ['食べる']}), {type: 'complete'})).toEqual([]);
    expect(await bobZero.run(zql.fsrs_cards)).toEqual([]);
    expect(await bobZero.run(zql.fsrs_review_logs)).toEqual([]);
  });

  test('another user cannot grade the card; a malformed card id is refused', async () => {
    const before = await storedCard(aliceCard);
    const logCount = (await logsOf(aliceCard)).length;
    const foreign = bobZero.mutate(
      mutators.reviews.grade({reviewID: crypto.randomUUID(), cardID: aliceCard, rating: 4, reviewedAt: T0 + 5 * DAY}),
    );
    expect(await serverResult(foreign)).toContain('You can only review your own cards');
    const malformed = bobZero.mutate(
      mutators.reviews.grade({
        reviewID: crypto.randomUUID(),
        cardID: `${bob.id}:食べる:vocabulary`,
        rating: 4,
        reviewedAt: T0,
      }),
    );
    expect(await serverResult(malformed)).toContain('Invalid card ID format');
    expect(await storedCard(aliceCard)).toEqual(before);
    expect(await logsOf(aliceCard)).toHaveLength(logCount);
    expect(await sql`select 1 from fsrs_cards where user_id = ${bob.id}`).toHaveLength(0);
  });

  test('a signed-out visitor cannot grade', async () => {
    const anonymous = client({userID: null});
    const count = async () => (await sql`select count(*)::int as n from fsrs_review_logs`)[0]!.n as number;
    const before = await count();
    const write = anonymous.mutate(
      mutators.reviews.grade({reviewID: crypto.randomUUID(), cardID: aliceCard, rating: 3, reviewedAt: T0}),
    );
    expect(await serverResult(write)).toContain('You need to sign in to do that');
    expect(await count()).toBe(before);
    expect(await anonymous.run(queries.fsrsCards.forItems({itemKeys: ['食べる']}), {type: 'complete'})).toEqual([]);
  });
});

describe('forged and malformed grades are refused and write nothing', () => {
  let tamperedBob: TamperedZero;
  let bobCard: string;
  let reusedReviewID = '';
  beforeAll(async () => {
    tamperedBob = tamperedClient({cookie: bob.cookie, userID: bob.id});
    bobCard = cardID({userID: bob.id, itemKey: '水', type: 'kanji', mode: 'meanings'});
    reusedReviewID = (
      await sql<{id: string}[]>`select id from fsrs_review_logs where user_id = ${alice.id} limit 1`
    )[0]!.id;
  });

  const cases: [string, () => ReadonlyJSONValue, string][] = [
    [
      'a user id in the arguments',
      () => ({reviewID: crypto.randomUUID(), cardID: bobCard, rating: 3, reviewedAt: T0, userID: alice.id}),
      'Unrecognized key: \\"userID\\"',
    ],
    [
      'a rating outside 1–4',
      () => ({reviewID: crypto.randomUUID(), cardID: bobCard, rating: 5, reviewedAt: T0}),
      'Rating must be 1 (again) to 4 (easy)',
    ],
    [
      'a short review id',
      () => ({reviewID: 'x', cardID: bobCard, rating: 3, reviewedAt: T0}),
      'Review id is too short',
    ],
    [
      'a fractional time',
      () => ({reviewID: crypto.randomUUID(), cardID: bobCard, rating: 3, reviewedAt: 1.5}),
      'Timestamp must be whole milliseconds',
    ],
    [
      'a forged card state',
      () => ({reviewID: crypto.randomUUID(), cardID: bobCard, rating: 3, reviewedAt: T0, fsrs_card: {due: 0}}),
      'Unrecognized key: \\"fsrs_card\\"',
    ],
    [
      'an unknown card type',
      () => ({reviewID: crypto.randomUUID(), cardID: `${bob.id}:水:word:meanings`, rating: 3, reviewedAt: T0}),
      'Invalid card ID format',
    ],
    [
      'a review id another user has used',
      () => ({reviewID: reusedReviewID, cardID: bobCard, rating: 3, reviewedAt: T0}),
      'Review id already used',
    ],
  ];
  test.each(cases)('%s', async (_name, args, message) => {
    const before = await sql`select count(*)::int as n from fsrs_review_logs`;
    expect(await serverResult(tamperedBob.mutate(tamperedMutators.reviews.grade(args())))).toContain(message);
    expect(await sql`select count(*)::int as n from fsrs_review_logs`).toEqual(before);
    expect(await sql`select 1 from fsrs_cards where user_id = ${bob.id}`).toHaveLength(0);
  });
});

describe('writing cards (issue 24)', () => {
  let tamperedAlice: TamperedZero;
  beforeAll(() => {
    tamperedAlice = tamperedClient({cookie: alice.cookie, userID: alice.id});
  });

  test('the server refuses the writing mode on a vocabulary or radical card, and writes nothing', async () => {
    for (const cardID of [`${alice.id}:食べる:vocabulary:writing`, `${alice.id}:氵:radical:writing`]) {
      const write = tamperedAlice.mutate(
        tamperedMutators.reviews.grade({reviewID: crypto.randomUUID(), cardID, rating: 3, reviewedAt: T0}),
      );
      expect(await serverResult(write)).toContain('Only kanji cards can be written by hand');
      expect(await storedCard(cardID)).toBeUndefined();
      expect(await logsOf(cardID)).toEqual([]);
    }
  });

  test('a first grade of a kanji in the writing mode creates its own writing card', async () => {
    const writingCard = cardID({userID: alice.id, itemKey: '水', type: 'kanji', mode: 'writing'});
    const reviewID = crypto.randomUUID();
    const write = aliceZero.mutate(mutators.reviews.grade({reviewID, cardID: writingCard, rating: 3, reviewedAt: T0}));
    expect(await serverResult(write)).toContain('success');
    expect(await storedCard(writingCard)).toMatchObject({
      user_id: alice.id,
      practice_item_key: '水',
      type: 'kanji',
      mode: 'writing',
      fsrs_card: reviewStep(null, 3, T0).card,
    });
    expect(await logsOf(writingCard)).toEqual([
      {id: reviewID, rating: 3, reviewed: T0, review_log: reviewStep(null, 3, T0).log},
    ]);
  });

  test('the database itself holds a writing card to kanji', async () => {
    const id = `${alice.id}:見る:vocabulary:writing`;
    await expect(
      sql`insert into fsrs_cards (id, user_id, practice_item_key, type, mode, fsrs_card, due_at, created_at, updated_at)
        values (${id}, ${alice.id}, '見る', 'vocabulary', 'writing', '{}'::jsonb, now(), now(), now())`,
    ).rejects.toThrow(/fsrs_cards_writing_kanji_check/);
  });
});
