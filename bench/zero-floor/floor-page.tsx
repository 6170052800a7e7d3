// The floor's page: a Zero client, its React hooks and one value, nothing else. A click on #set (browser A) writes
// a new value; #value (browser B) follows through zero-cache, as a settings change does in the product. With
// ?store=idb Zero keeps its local store in IndexedDB, as the product does, so a warm load paints the row from it.
import {createRoot} from 'react-dom/client';
import {ZeroProvider, useQuery, useZero} from '@rocicorp/zero/react';
import {floorMutators, floorQueries, floorSchema} from './floor-schema.ts';

const search = new URLSearchParams(location.search);
const zeroPort = search.get('zero');
const kvStore = search.get('store') === 'idb' ? 'idb' : 'mem';

function FloorValue() {
  const zero = useZero();
  const [row, result] = useQuery(floorQueries.value());
  return (
    <main>
      <button id="set" onClick={() => void zero.mutate(floorMutators.set({value: crypto.randomUUID()}))}>Set</button>
      <p id="value" data-complete={result.type === 'complete'}>{row?.value ?? ''}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ZeroProvider cacheURL={`${location.protocol}//${location.hostname}:${zeroPort}`} schema={floorSchema} mutators={floorMutators} userID="floor" kvStore={kvStore}>
    <FloorValue />
  </ZeroProvider>,
);
