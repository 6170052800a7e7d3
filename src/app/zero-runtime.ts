// Zero starts beside the first render, not before it: its client (with the mutators, zod schemas and FSRS they
// bring) is a third of the app's JavaScript, and pages that show no synced data paint without it. A signed-in
// learner's starts at once (the header shows their sync state and due cards); a visitor's only when a page that
// syncs data asks for it. Everything that imports Zero's client or React bindings is loaded from here or from a
// route's own chunk, never from the entry.
import {useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import type {UserClaims} from '../../schema/user-claims.ts';
import type {AppZero} from './zero.ts';

export type ZeroRuntime = {zero: AppZero; Provide: ComponentType<{zero: AppZero; children: ReactNode}>};

let runtime: ZeroRuntime | undefined;
let starting: Promise<ZeroRuntime> | undefined;
let userClaims: Promise<UserClaims | null> | undefined;
let markStarting: () => void;
const zeroStarting = new Promise<void>((resolve) => (markStarting = resolve));
const listeners = new Set<() => void>();

/** main.tsx: who this page's Zero is for (once per page: a change of identity reloads the page). */
export function prepareZero(user: Promise<UserClaims | null>) {
  userClaims = user;
  void user.then((claims) => claims && startZero());
}

/** Loads Zero and builds this page's client, once. */
export function startZero(): Promise<ZeroRuntime> {
  if (!userClaims) throw new Error('Zero has not been prepared (main.tsx prepares it)');
  markStarting();
  starting ??= Promise.all([import('./zero-provide.tsx'), userClaims]).then(([{createZero, ZeroProvide}, claims]) => {
    runtime = {zero: createZero(claims), Provide: ZeroProvide};
    for (const listener of listeners) listener();
    return runtime;
  });
  return starting;
}

/** Resolves once Zero starts loading: what needs it loads then, not before (a visitor's static page loads none of
 * it). */
export function whenZeroStarts(): Promise<void> {
  return zeroStarting;
}

/** This page's Zero client, started if it was not. */
export function zeroClient(): Promise<AppZero> {
  return startZero().then(({zero}) => zero);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Zero and its provider, or undefined until they have loaded (this does not start them). */
export function useZeroRuntime(): ZeroRuntime | undefined {
  return useSyncExternalStore(subscribe, () => runtime);
}
