// The mutate endpoint's database (server/writes/prepared-postgres.ts) against the real Postgres: statements issued
// together inside a write's transaction go out together and cost one round trip, where Zero's own adapter waits for
// Postgres twice for each of them.
import net from 'node:net';
import {afterAll, expect, inject, test} from 'vitest';
import postgres from 'postgres';
import {schema} from '../../schema/zero-schema.ts';
import {zeroPostgresPrepared} from '../../server/writes/prepared-postgres.ts';

/** A client on one connection that counts its round trips: each time it sends after Postgres has answered. */
function countingClient() {
  const counted = {roundTrips: 0};
  const url = new URL(inject('databaseURL'));
  // postgres.js takes a socket of our own (`socket`), though its types do not say so.
  const options = {
    max: 1,
    onnotice: () => {},
    socket: () => {
      const socket = net.connect(Number(url.port), url.hostname);
      let answered = true;
      socket.on('data', () => (answered = true));
      const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
      socket.write = ((...args: unknown[]) => {
        if (answered) counted.roundTrips++;
        answered = false;
        return write(...args);
      }) as typeof socket.write;
      return socket;
    },
  };
  const sql = postgres(inject('databaseURL'), options as postgres.Options<Record<string, never>>);
  return {sql, counted};
}

const {sql, counted} = countingClient();
const database = zeroPostgresPrepared(schema, sql);

afterAll(async () => {
  await sql.end();
});

/** Round trips of three statements with parameters, issued together in one transaction. */
function roundTripsOfThree(): Promise<number> {
  return database.transaction(async (tx) => {
    const before = counted.roundTrips;
    await Promise.all([
      tx.dbTransaction.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', ['prepared-postgres-test']),
      tx.dbTransaction.query('select $1::int as one', [1]),
      tx.dbTransaction.query('select user_id from profiles where user_id = $1', ['nobody']),
    ]);
    return counted.roundTrips - before;
  });
}

test('statements issued together in a transaction cost one round trip once the connection has prepared them', async () => {
  await roundTripsOfThree();
  expect(await roundTripsOfThree()).toBe(1);
});
