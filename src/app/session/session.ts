// The signed-in user on the client: read once at start-up; sign-in and sign-out reload every open tab.
import type {UserClaims, UserClaimsResult} from '../../../schema/user-claims.ts';
import {hasSignedInMark, signedInMarkCookie} from '../../../schema/signed-in-mark.ts';

// The last signed-in user, so that the app opened offline starts Zero for the same user and finds their data
// (and their pending answers) on this device. Forgotten when the server says nobody is signed in.
const LAST_USER_KEY = 'genki-last-user';
const USER_TIMEOUT_MS = 8000;

/** Whether this browser holds a session, as far as the signed-in mark says (schema/signed-in-mark.ts). */
export function markedSignedIn(): boolean {
  return hasSignedInMark(document.cookie);
}

function markSignedIn(signedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain mark the server reads too; the Cookie Store API is not in every browser.
  document.cookie = signedInMarkCookie(signedIn, location.protocol === 'https:');
}

function rememberUser(user: UserClaims) {
  localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  markSignedIn(true);
}

function rememberedUser(): UserClaims | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as UserClaims | null;
  } catch {
    return null;
  }
}

export function forgetRememberedUser() {
  localStorage.removeItem(LAST_USER_KEY);
  markSignedIn(false);
}

export async function fetchUserClaims(): Promise<UserClaims | null> {
  let response: Response;
  try {
    response = await fetch('/api/user', {credentials: 'same-origin', signal: AbortSignal.timeout(USER_TIMEOUT_MS)});
  } catch (error) {
    // Offline (or the server is unreachable): carry on as the last user of this browser.
    console.warn('The server could not be reached; using the last signed-in user', error);
    return rememberedUser();
  }
  try {
    // A server in trouble has not said that nobody is signed in.
    if (!response.ok) return rememberedUser();
    const {user} = (await response.json()) as UserClaimsResult;
    if (user) rememberUser(user);
    else forgetRememberedUser();
    return user;
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
