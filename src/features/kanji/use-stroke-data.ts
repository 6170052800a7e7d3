import {useEffect, useState} from 'react';
import {knownStrokeData, loadStrokeData, type StrokeData} from './stroke-api.ts';

export type StrokeDataState = {status: 'loading'} | {status: 'missing'} | {status: 'ready'; data: StrokeData};

function stateOf(data: StrokeData | null | undefined): StrokeDataState {
  if (data === undefined) return {status: 'loading'};
  return data ? {status: 'ready', data} : {status: 'missing'};
}

/** The stroke image of one character: loading, missing ("no image"), or ready with its strokes in order. */
export function useStrokeData(character: string): StrokeDataState {
  const [state, setState] = useState<{character: string; data: StrokeData | null | undefined}>(() => ({
    character,
    data: knownStrokeData(character),
  }));
  useEffect(() => {
    let current = true;
    void loadStrokeData(character).then((data) => current && setState({character, data}));
    return () => {
      current = false;
    };
  }, [character]);
  // A new character shows what is known about it at once, not the previous character's strokes.
  return stateOf(state.character === character ? state.data : knownStrokeData(character));
}
