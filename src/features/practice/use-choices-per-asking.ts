// The choices of the question being asked: drawn when it is asked and kept while it is shown; the next asking of the
// same item draws them again, never in the order of its last asking (answer-choices.ts).
import {useState} from 'react';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {answerChoices, type AnswerChoice} from './answer-choices.ts';

type Drawn = {asking: string; choices: AnswerChoice[]; lastOrders: ReadonlyMap<string, readonly string[]>};

/** `asking` names one asking of one item (it changes when the same item is asked again). */
export function useChoicesPerAsking(
  asking: string,
  item: VocabularyItem | undefined,
  pool: readonly VocabularyItem[],
  shuffle: boolean,
): AnswerChoice[] {
  const [drawn, setDrawn] = useState<Drawn>({asking: '', choices: [], lastOrders: new Map()});
  if (!item) return [];
  if (drawn.asking === asking) return drawn.choices;
  // Drawn during render, as React allows for state that follows a change of props: the question shows them at once.
  const choices = answerChoices(item, pool, Math.random, shuffle, drawn.lastOrders.get(item.key));
  setDrawn({
    asking,
    choices,
    lastOrders: new Map(drawn.lastOrders).set(
      item.key,
      choices.map((choice) => choice.key),
    ),
  });
  return choices;
}
