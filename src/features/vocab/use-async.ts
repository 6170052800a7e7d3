// The state of one asynchronous load in a component: loading, its value, or its error's message. A newer load
// replaces an older one that has not finished.
import {useEffect, useState} from 'react';

export type AsyncState<T> = {status: 'loading'} | {status: 'ready'; value: T} | {status: 'error'; message: string};

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({status: 'loading'});
  useEffect(() => {
    let current = true;
    setState({status: 'loading'});
    load().then(
      (value) => current && setState({status: 'ready', value}),
      (error: unknown) =>
        current && setState({status: 'error', message: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      current = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` depends on.
  }, deps);
  return state;
}
