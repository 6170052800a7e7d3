// How many statements a learner's write costs Postgres, read from Postgres's own log through the real server: every
// statement of a write's transaction is a round trip unless it is sent with others, and Zero's floor does four (begin,
// its client's last mutation id, one upsert, commit). These keep the write path from growing back.
import {afterAll, beforeAll, describe, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import type {ReadonlyJSONValue} from '@rocicorp/zero';
import {cardID} from '../../schema/fsrs/card-id.ts';
import {signUp, type TestUser} from '../support/accounts.ts';
import {pushToMutateEndpoint} from '../support/mutate-endpoint.ts';
import {statementsOfWrite} from '../support/statement-log.ts';

const baseURL = inject('baseURL');
const sql = postgres(inject('databaseURL'), {max: 1, onnotice: () => {}});
const T0 = Date.UTC(2026, 3, 1, 8, 0, 0);

let learner: TestUser;

beforeAll(async () => {
  learner = await signUp(baseURL, 'write-statements');
  // The session is looked up once and remembered: the writes below are the transaction alone.
  await pushToMutateEndpoint(baseURL, learner.cookie, [
    {name: 'settings.update', args: {patch: {'color-mode': 'light'}, changedAt: T0, write: {id: crypto.randomUUID()}}},
  ]);
});

afterAll(async () => {
  await sql.end();
});

/** What a statement does, in a few words. */
function kindOf(statement: string): string {
  if (/^(begin|commit)\b/i.test(statement)) return statement.toLowerCase();
  if (/"zero_0"\.clients/.test(statement)) return "Zero's client mutation id";
  if (/pg_advisory_xact_lock/.test(statement)) return 'writers lock';
  if (/insert into writes\.applied_writes/.test(statement)) return 'claim in the write log';
  if (/update writes\.applied_writes/.test(statement)) return 'stamp in the write log';
  const read = /^SELECT[\s\S]* FROM "(\w+)" AS /.exec(statement);
  if (read) return `read ${read[1]}`;
  const written = /^INSERT INTO "(\w+)"/.exec(statement);
  if (written) return `write ${written[1]}`;
  return statement;
}

async function statementsOf(name: string, args: Record<string, ReadonlyJSONValue> & {write: {id: string}}) {
  let result: unknown;
  const statements = await statementsOfWrite(sql, args.write.id, async () => {
    [result] = await pushToMutateEndpoint(baseURL, learner.cookie, [{name, args}]);
  });
  expect(result).toEqual({type: 'success'});
  return statements.map(kindOf);
}

describe('statements of one write', () => {
  test('a settings change', async () => {
    const statements = await statementsOf('settings.update', {
      patch: {'color-mode': 'dark'},
      changedAt: T0 + 1000,
      write: {id: crypto.randomUUID()},
    });
    // The claim, stamped with the write's place in the server's order, and the read go with the lock.
    expect(statements).toEqual([
      'begin',
      "Zero's client mutation id",
      'writers lock',
      'claim in the write log',
      'read profiles',
      'write profiles',
      'commit',
    ]);
  });

  test('grading a new card, then grading it again', async () => {
    const card = cardID({userID: learner.id, itemKey: '食べる', type: 'vocabulary', mode: 'meanings'});
    for (const reviewedAt of [T0, T0 + 60_000]) {
      const reviewID = crypto.randomUUID();
      const statements = await statementsOf('reviews.grade', {
        reviewID,
        cardID: card,
        rating: 3,
        reviewedAt,
        write: {id: reviewID},
      });
      expect(statements).toEqual([
        'begin',
        "Zero's client mutation id",
        'writers lock',
        'claim in the write log',
        'read fsrs_review_logs',
        'read fsrs_cards',
        'write fsrs_cards',
        'write fsrs_review_logs',
        'commit',
      ]);
    }
  });
});
