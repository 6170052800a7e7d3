import {useEffect, useState} from 'react';
import type {KanjiInfo} from '../../../schema/kanji-info.ts';
import {loadKanjiInfo} from './kanji-info-api.ts';

export type KanjiInfoState = {status: 'loading'} | {status: 'unavailable'} | {status: 'ready'; info: KanjiInfo};

export function useKanjiInfo(character: string): KanjiInfoState {
  const [state, setState] = useState<{character: string; value: KanjiInfoState}>({
    character,
    value: {status: 'loading'},
  });
  useEffect(() => {
    let current = true;
    loadKanjiInfo(character).then(
      (info) => current && setState({character, value: info ? {status: 'ready', info} : {status: 'unavailable'}}),
      () => current && setState({character, value: {status: 'unavailable'}}),
    );
    return () => {
      current = false;
    };
  }, [character]);
  return state.character === character ? state.value : {status: 'loading'};
}
