// Zero starts beside the first render, not before it: its client (with the mutators, zod schemas and FSRS they
// bring) is a third of the app's JavaScript, and pages that show no synced data paint without it. Everything that
// imports Zero's client or React bindings is loaded from here or from a route's own chunk, never from the entry.
import {useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import type {UserClaims} from '../../schema/user-claims.ts';
import type {AppZero} from './zero.ts';

export type ZeroRuntime = {zero: AppZero; Provide: ComponentType<{zero: AppZero; children: ReactNode}>};

let runtime: ZeroRuntime | undefined;
let starting: Promise<ZeroRuntime> | undefined;
const listeners = new Set<() => void>();

/** Loads Zero while the user is being asked for, then builds this page's client for them (once per page: a change
 * of identity reloads the page). */
export function startZero(user: Promise<UserClaims | null>): Promise<ZeroRuntime> {
  starting ??= Promise.all([import('./zero-provide.tsx'), user]).then(([{createZero, ZeroProvide}, claims]) => {
    runtime = {zero: createZero(claims), Provide: ZeroProvide};
    for (const listener of listeners) listener();
    return runtime;
  });
  return starting;
}

/** This page's Zero client, once it is built. */
export function zeroClient(): Promise<AppZero> {
  if (!starting) throw new Error('Zero has not been started (main.tsx starts it)');
  return starting.then(({zero}) => zero);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Zero and its provider, or undefined while they load. */
export function useZeroRuntime(): ZeroRuntime | undefined {
  return useSyncExternalStore(subscribe, () => runtime);
}
