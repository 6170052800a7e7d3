// Keeps the signed-in mark (schema/signed-in-mark.ts) beside better-auth's session cookie: set when a response
// sets a session, cleared when it clears one.
import {signedInMarkCookie} from '../schema/signed-in-mark.ts';

const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The Set-Cookie line for the mark that goes with these Set-Cookie lines, or undefined if they set no session. */
export function signedInMarkFor(setCookieLines: readonly string[], secure: boolean): string | undefined {
  const session = setCookieLines.find((line) => SESSION_COOKIE.test(line));
  if (!session) return undefined;
  const cleared = SESSION_COOKIE.exec(session)![1] === '' || /;\s*max-age=0(?:;|$)/i.test(session);
  return signedInMarkCookie(!cleared, secure);
}

/** The response with the mark added, if it sets or clears a session. */
export function withSignedInMark(response: Response, secure: boolean): Response {
  const mark = signedInMarkFor(response.headers.getSetCookie(), secure);
  if (!mark) return response;
  const marked = new Response(response.body, response);
  marked.headers.append('set-cookie', mark);
  return marked;
}
