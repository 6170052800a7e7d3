// The signed-in mark: a cookie that is not a credential, readable by scripts, that says this browser holds a
// session. The server sets it beside the session cookie and clears it with it (server/signed-in-mark.ts); the
// client sets it too once /api/user names a learner (src/app/session/session.ts). A page without it is a
// visitor's: it renders at once instead of waiting for /api/user, and fetches none of Zero (public/zero-preload.js).
const SIGNED_IN_COOKIE = 'signed-in';
const SIGNED_IN_MAX_AGE_S = 400 * 86_400;

/** The Set-Cookie value (or `document.cookie` assignment) that sets or clears the mark. */
export function signedInMarkCookie(signedIn: boolean, secure: boolean): string {
  const value = signedIn ? `1; Max-Age=${SIGNED_IN_MAX_AGE_S}` : '; Max-Age=0';
  return `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function hasSignedInMark(cookieHeader: string): boolean {
  return new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`).test(cookieHeader);
}
