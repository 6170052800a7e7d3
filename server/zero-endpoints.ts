// Zero's query and mutate endpoints. zero-cache forwards the browser's cookies here; ctx is built from the
// session alone, never from anything the client says about itself.
import {Hono} from 'hono';
import {mustGetQuery} from '@rocicorp/zero';
import {handleMutateRequest, handleQueryRequest} from '@rocicorp/zero/server';
import {schema} from '../schema/zero-schema.ts';
import {queries} from '../schema/queries.ts';
import type {Ctx} from '../schema/context.ts';
import {AUTHENTICATION_FAILED} from '../schema/user-claims.ts';
import {isRetryable, type Refusal} from '../schema/refusals.ts';
import {envelopeOf} from '../schema/writes/write-envelope.ts';
import {sql} from './db.ts';
import {callerFromHeaders} from './session.ts';
import {isServerFailure, refusalOfError} from './refusal-of-error.ts';
import {patientDatabase, patiently} from './writes/patient-database.ts';
import {applyWrite} from './writes/apply-write.ts';
import {zeroPostgresPrepared} from './writes/prepared-postgres.ts';
import {recordRefusal} from './writes/write-log.ts';
import type {ServerMutators} from './mutators/server-mutator-registry.ts';

/** The ctx of a call; null when its session cookie no longer opens a session. Those calls are answered 401,
 * which puts the client in `needs-auth`, and the app asks the learner to sign in again. */
async function ctxOf(headers: Headers): Promise<Ctx | null> {
  const caller = await patiently(() => callerFromHeaders(headers));
  if (caller.userID === null && caller.sessionEnded) return null;
  return {userID: caller.userID};
}

export function zeroEndpoints(registry: ServerMutators) {
  const database = patientDatabase(zeroPostgresPrepared(schema, sql));
  return new Hono()
    .post('/mutate', async (c) => {
      const ctx = await ctxOf(c.req.raw.headers);
      if (!ctx) return c.json({error: AUTHENTICATION_FAILED}, 401);
      const result = await handleMutateRequest({
        dbProvider: database,
        userID: ctx.userID,
        request: c.req.raw,
        // Zero would warn with a stack trace for every refused write (a hostile client could fill the log); the
        // server's own failures are logged below.
        logLevel: 'error',
        // Every refusal leaves with a code (schema/refusals.ts). Throwing inside the transaction rolls back what the
        // mutator wrote; a refusal for good is then recorded, so that a resend of the write is refused the same way.
        handler: async (transact, mutation) => {
          let refused: Refusal | undefined;
          const response = await transact(async (tx, name, args) => {
            refused = undefined;
            try {
              await applyWrite(registry, tx, name, args, ctx);
            } catch (error) {
              refused = refusalOfError(error);
              if (isServerFailure(refused.code)) console.error(`mutator ${name} failed`, error);
              throw refused;
            }
          });
          const write = envelopeOf(mutation.args[0]);
          if (refused && write && ctx.userID && !isRetryable(refused.code)) {
            await recordRefusal(sql, ctx.userID, write.id, mutation.name, refused.body).catch((error: unknown) =>
              console.error('a refusal could not be recorded', error),
            );
          }
          return response;
        },
      });
      return c.json(result);
    })
    .post('/query', async (c) => {
      const ctx = await ctxOf(c.req.raw.headers);
      if (!ctx) return c.json({error: AUTHENTICATION_FAILED}, 401);
      const result = await handleQueryRequest({
        schema,
        userID: ctx.userID,
        request: c.req.raw,
        handler: (name, args) => mustGetQuery(queries, name).fn({args, ctx}),
      });
      return c.json(result);
    });
}
