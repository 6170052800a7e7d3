// Keeps the signed-in mark (schema/signed-in-mark.ts) beside better-auth's session cookie: set when a response
// sets a session, cleared when it clears one.
import {SIGNED_IN_COOKIE, SIGNED_IN_MAX_AGE_S} from '../schema/signed-in-mark.ts';

const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The Set-Cookie line for the mark that goes with these Set-Cookie lines, or undefined if they set no session. */
export function signedInMarkFor(setCookieLines: readonly string[], secure: boolean): string | undefined {
  const session = setCookieLines.map((line) => SESSION_COOKIE.exec(line) && line).find(Boolean);
  if (!session) return undefined;
  const cleared = SESSION_COOKIE.exec(session)![1] === '' || /;\s*max-age=0(?:;|$)/i.test(session);
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return cleared ? `${SIGNED_IN_COOKIE}=; Max-Age=0; ${attributes}` : `${SIGNED_IN_COOKIE}=1; Max-Age=${SIGNED_IN_MAX_AGE_S}; ${attributes}`;
}

/** The response with the mark added, if it sets or clears a session. */
export function withSignedInMark(response: Response, secure: boolean): Response {
  const mark = signedInMarkFor(response.headers.getSetCookie(), secure);
  if (!mark) return response;
  const marked = new Response(response.body, response);
  marked.headers.append('set-cookie', mark);
  return marked;
}
