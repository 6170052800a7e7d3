// Zero's query and mutate endpoints. zero-cache forwards the browser's cookies here; ctx is built from the
// session alone, never from anything the client says about itself.
import {Hono} from 'hono';
import {ApplicationError, mustGetMutator, mustGetQuery} from '@rocicorp/zero';
import {handleMutateRequest, handleQueryRequest} from '@rocicorp/zero/server';
import {zeroPostgresJS} from '@rocicorp/zero/server/adapters/postgresjs';
import {schema} from '../schema/zero-schema.ts';
import {queries} from '../schema/queries.ts';
import {mutators} from '../schema/mutators.ts';
import type {Ctx} from '../schema/context.ts';
import {sql} from './db.ts';
import {userIDFromHeaders} from './session.ts';

const dbProvider = zeroPostgresJS(schema, sql);

async function ctxFor(headers: Headers): Promise<Ctx> {
  return {userID: await userIDFromHeaders(headers)};
}

// Refusals we wrote (validation, permissions) reach the learner as they are; anything else (a database error)
// is logged here and reported without its internals.
async function runMutator(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApplicationError || (error instanceof Error && error.name === 'InputValidationError')) throw error;
    console.error(`mutator ${name} failed`, error);
    throw new ApplicationError('Unknown error occurred');
  }
}

export const zeroEndpoints = new Hono()
  .post('/mutate', async (c) => {
    const ctx = await ctxFor(c.req.raw.headers);
    const result = await handleMutateRequest({
      dbProvider,
      userID: ctx.userID,
      request: c.req.raw,
      handler: (transact) => transact((tx, name, args) => runMutator(name, () => mustGetMutator(mutators, name).fn({tx, args, ctx}))),
    });
    return c.json(result);
  })
  .post('/query', async (c) => {
    const ctx = await ctxFor(c.req.raw.headers);
    const result = await handleQueryRequest({
      schema,
      userID: ctx.userID,
      request: c.req.raw,
      handler: (name, args) => mustGetQuery(queries, name).fn({args, ctx}),
    });
    return c.json(result);
  });
