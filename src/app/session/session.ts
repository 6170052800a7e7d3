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

/** The last signed-in user of this browser, as /api/user last named them. */
export function rememberedUser(): UserClaims | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as UserClaims | null;
  } catch {
    return null;
  }
}

export function forgetRememberedUser() {
  forgetLastUser();
  markSignedIn(false);
}

/** Before a sign-in: the next page learns who is signed in from the server, not from the last user. */
export function forgetLastUser() {
  localStorage.removeItem(LAST_USER_KEY);
}

/** Who a page starts as: a visitor without the signed-in mark; with it, the user this browser remembers, at once,
 * or else the server's answer (`claims`, from /api/user). */
export function pageUserOf(
  marked: boolean,
  remembered: UserClaims | null,
  claims: Promise<UserClaims | null>,
): Promise<UserClaims | null> {
  if (!marked) return Promise.resolve(null);
  return remembered ? Promise.resolve(remembered) : claims;
}

/** Whether a page that started as `pageUser` must start again now that the server has answered with `claims`: it
 * named someone else (or nobody, and the mark is gone). An answer that settled nothing (an error, with the mark
 * left) changes nothing. */
export function startsAgain(pageUser: UserClaims | null, claims: UserClaims | null, marked: boolean): boolean {
  if (marked !== (claims !== null)) return false;
  return JSON.stringify(pageUser) !== JSON.stringify(claims);
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
