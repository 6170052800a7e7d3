// Zero's database for the mutate endpoint, over postgres.js with prepared statements. Zero's own adapter sends each
// statement unprepared (sql.unsafe), and postgres.js then asks Postgres for the types of its parameters and waits for
// the answer before sending it: two round trips for every statement with parameters, and nothing sent behind it
// meanwhile. Prepared, a statement is described once per connection (postgres.js keeps them by their text until the
// connection is recycled), then costs one round trip, and statements issued together go out together.
import type postgres from 'postgres';
import type {Schema} from '@rocicorp/zero';
import {ZQLDatabase} from '@rocicorp/zero/server';
import {PostgresJsTransactionInternal, type PostgresJsTransaction} from '@rocicorp/zero/server/adapters/postgresjs';

class PreparedTransaction extends PostgresJsTransactionInternal<Record<string, unknown>> {
  override query(text: string, params: unknown[]) {
    return this.wrappedTransaction.unsafe(text, params as postgres.ParameterOrJSON<never>[], {prepare: true});
  }
}

export function zeroPostgresPrepared<S extends Schema>(
  schema: S,
  sql: postgres.Sql,
): ZQLDatabase<S, PostgresJsTransaction<Record<string, unknown>>> {
  const connection = {
    transaction<T>(run: (tx: PreparedTransaction) => Promise<T>): Promise<T> {
      return sql.begin((tx) => run(new PreparedTransaction(tx))) as Promise<T>;
    },
  };
  return new ZQLDatabase(connection, schema);
}
