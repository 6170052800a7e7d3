// The signed-in user on the client: read once at start-up; sign-in and sign-out reload every open tab.
import {createAuthClient} from 'better-auth/client';
import type {UserClaims, UserClaimsResult} from '../../../schema/user-claims.ts';

export const authClient = createAuthClient({baseURL: `${location.origin}/api/auth`});

export async function fetchUserClaims(): Promise<UserClaims | null> {
  try {
    const response = await fetch('/api/user', {credentials: 'same-origin'});
    if (!response.ok) return null;
    return ((await response.json()) as UserClaimsResult).user;
  } catch (error) {
    console.error('Authentication failed', error);
    return null;
  }
}

// Every tab builds its Zero client for one identity, so a change of identity reloads them all.
const sessionChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('genki-session');

export function onSessionChangedElsewhere(reload: () => void) {
  sessionChannel?.addEventListener('message', reload);
}

export function announceSessionChanged() {
  sessionChannel?.postMessage('changed');
}
