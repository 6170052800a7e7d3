// The mutators as the server runs them: the shared ones, and the server's own version of those that need what only
// the server holds (the catalogue's words for importing a built-in deck). Building them registers the SQL that the
// shared mutators' server runs ask for (schema/server-store.ts).
import {defineMutator, defineMutators} from '@rocicorp/zero';
import {mutators} from '../../schema/mutators.ts';
import {builtInSource, createDeckWithItems, importBuiltInArgs} from '../../schema/mutators/decks.ts';
import {deckItemsOfVocabulary} from '../../schema/decks/from-catalogue.ts';
import {Refusal} from '../../schema/refusals.ts';
import {recordCompletion} from '../../schema/mutators/progress.ts';
import type {Catalogue} from '../catalogue/build-catalogue.ts';
import {registerServerStore} from '../../schema/server-store.ts';
import {postgresServerStore} from './postgres-server-store.ts';
import {builtInDeckInfo, builtInDeckWords} from '../catalogue/built-in-decks.ts';

export function serverMutators(catalogue: Catalogue) {
  registerServerStore(postgresServerStore);
  return defineMutators(mutators, {
    decks: {
      /** Copies the built-in deck with every word and completes its vocab-list step, in one transaction; an unknown
       * id creates nothing. */
      importBuiltIn: defineMutator(importBuiltInArgs, async ({tx, ctx, args}) => {
        const info = builtInDeckInfo(catalogue, args.builtInDeckID);
        if (!info) throw new Refusal('not-found', `There is no built-in deck “${args.builtInDeckID}”`);
        const deck = {
          deckID: args.deckID,
          name: info.title,
          source: builtInSource(info.deck_id),
          createdAt: args.createdAt,
        };
        await createDeckWithItems(tx, ctx, deck, deckItemsOfVocabulary(builtInDeckWords(catalogue, info)));
        await recordCompletion(tx, ctx, info.deck_id, args.createdAt);
      }),
    },
  });
}
export type ServerMutators = ReturnType<typeof serverMutators>;
