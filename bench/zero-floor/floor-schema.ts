// The floor's whole data model: one row whose value browser A sets and browser B shows. A Zero app of its own,
// type-checked on its own (tsconfig.json here), since Zero registers one schema per compilation.
import {createBuilder, createSchema, defineMutator, defineMutators, defineQueries, defineQuery, string, table} from '@rocicorp/zero';
import {z} from 'zod';

export const FLOOR_ROW = 'floor';

export const floorSchema = createSchema({
  tables: [table('floor_value').columns({id: string(), value: string()}).primaryKey('id')],
});

declare module '@rocicorp/zero' {
  interface DefaultTypes {
    schema: typeof floorSchema;
  }
}

const zql = createBuilder(floorSchema);

export const floorMutators = defineMutators({
  set: defineMutator(z.object({value: z.string()}), async ({tx, args}) => {
    await tx.mutate.floor_value.upsert({id: FLOOR_ROW, value: args.value});
  }),
  /** bench:load's floor: each client writes a row of its own. */
  setRow: defineMutator(z.object({id: z.string(), value: z.string()}), async ({tx, args}) => {
    await tx.mutate.floor_value.upsert(args);
  }),
});

export const floorQueries = defineQueries({
  value: defineQuery(() => zql.floor_value.where('id', FLOOR_ROW).one()),
  row: defineQuery(z.object({id: z.string()}), ({args}) => zql.floor_value.where('id', args.id).one()),
});
