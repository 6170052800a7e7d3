// Zero's query and mutate endpoints. zero-cache forwards the browser's cookies here; ctx is built from the
// session alone, never from anything the client says about itself.
import {Hono} from 'hono';
import {mustGetMutator, mustGetQuery} from '@rocicorp/zero';
import {handleMutateRequest, handleQueryRequest} from '@rocicorp/zero/server';
import {zeroPostgresJS} from '@rocicorp/zero/server/adapters/postgresjs';
import {schema} from '../schema/zero-schema.ts';
import {queries} from '../schema/queries.ts';
import type {Ctx} from '../schema/context.ts';
import {AUTHENTICATION_FAILED} from '../schema/user-claims.ts';
import {sql} from './db.ts';
import {callerFromHeaders} from './session.ts';
import {refusalOfError} from './refusal-of-error.ts';
import {Refusal} from '../schema/refusals.ts';
import type {ServerMutators} from './decks/server-mutators.ts';

const dbProvider = zeroPostgresJS(schema, sql);

/** The ctx of a call; null when its session cookie no longer opens a session. Those calls are answered 401,
 * which puts the client in `needs-auth`, and the app asks the learner to sign in again. */
async function ctxOf(headers: Headers): Promise<Ctx | null> {
  const caller = await callerFromHeaders(headers);
  if (caller.userID === null && caller.sessionEnded) return null;
  return {userID: caller.userID};
}

// Every refusal leaves here with a code (schema/refusals.ts): the client retries `server-unavailable` (a database
// error, logged here in full) and drops the rest. Throwing inside the transaction rolls back what the mutator wrote.
async function runMutator(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const refusal = refusalOfError(error);
    if (refusal.code === 'server-unavailable') console.error(`mutator ${name} failed`, error);
    throw refusal;
  }
}

function mutatorNamed(registry: ServerMutators, name: string) {
  try {
    return mustGetMutator(registry, name);
  } catch {
    throw new Refusal('invalid-input', `Unknown mutator ${name.slice(0, 100)}`);
  }
}

export const zeroEndpoints = (registry: ServerMutators) => new Hono()
  .post('/mutate', async (c) => {
    const ctx = await ctxOf(c.req.raw.headers);
    if (!ctx) return c.json({error: AUTHENTICATION_FAILED}, 401);
    const result = await handleMutateRequest({
      dbProvider,
      userID: ctx.userID,
      request: c.req.raw,
      // Zero would warn with a stack trace for every refused write (a hostile client could fill the log); the
      // refusals that matter (server-unavailable) are logged by runMutator.
      logLevel: 'error',
      handler: (transact) => transact((tx, name, args) => runMutator(name, () => mutatorNamed(registry, name).fn({tx, args, ctx}))),
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
