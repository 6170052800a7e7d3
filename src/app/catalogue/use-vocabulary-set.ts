import {useEffect, useState} from 'react';
import type {VocabularyItem} from '../../../schema/catalogue.ts';
import {fetchVocabularySet} from './catalogue-api.ts';

export type VocabularySetState =
  | {status: 'loading'}
  | {status: 'error'; message: string}
  | {status: 'ready'; items: VocabularyItem[]};

export function useVocabularySet(setId: string): VocabularySetState {
  const [state, setState] = useState<VocabularySetState>({status: 'loading'});
  useEffect(() => {
    let current = true;
    setState({status: 'loading'});
    fetchVocabularySet(setId).then(
      (items) => current && setState({status: 'ready', items}),
      (error: unknown) =>
        current && setState({status: 'error', message: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      current = false;
    };
  }, [setId]);
  return state;
}
