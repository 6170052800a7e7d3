// The first page's content renders after the frame around it, in a transition: React renders it in slices and
// yields between them, so the page answers input while it builds. The router's first render is synchronous (its
// state reaches React through useSyncExternalStore), and a chapter page built in one piece blocks the main thread
// for hundreds of milliseconds on a slow phone.
import {useDeferredValue} from 'react';

/** False in the app's first render, true from the render React does next, in slices; true ever after. */
export function useAfterTheFrame(): boolean {
  return useDeferredValue(true, false);
}
