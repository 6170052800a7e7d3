// The sync sockets this server pipes to zero-cache, by the session that opened them: when a session ends (sign-out)
// or every session of a learner does (a password reset), their sockets are closed at once. zero-cache would
// otherwise go on sending the learner's data down a socket opened before, until it next asked this server about the
// session. The client opens a new socket, and zero-cache asks with the cookie it now has (none, or an ended one).
// Several web servers may run side by side: the end is announced to all of them through Postgres (NOTIFY), naming a
// session by a hash of its cookie, never the cookie.
import {createHash} from 'node:crypto';
import {z} from 'zod';
import type {Sql} from 'postgres';
import {callerFromHeaders, forgetSessions, sessionCookie} from './session.ts';

const CHANNEL = 'sessions_ended';
const announcement = z.union([z.strictObject({cookieHash: z.string()}), z.strictObject({userID: z.string()})]);
type Announcement = z.output<typeof announcement>;

type SyncSocket = {cookieHash: string | null; userID: string | null; close: () => void};
const open = new Set<SyncSocket>();
const hashOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

/** Tracks a socket opened with these headers; returns what stops tracking it. */
export function trackSyncSocket(headers: Headers, close: () => void): () => void {
  const cookie = sessionCookie(headers);
  const socket: SyncSocket = {cookieHash: cookie ? hashOf(cookie) : null, userID: null, close};
  open.add(socket);
  if (cookie) {
    callerFromHeaders(headers).then(
      (caller) => (socket.userID = caller.userID),
      // The database could not be asked now: this socket is closed with its cookie's session, not with its learner's.
      () => {},
    );
  }
  return () => void open.delete(socket);
}

/** Whether a session (its cookie's hash, its learner) is one that has ended. */
const endedBy = (told: Announcement) => (cookieHash: string | null, userID: string | null) =>
  'cookieHash' in told ? cookieHash === told.cookieHash : userID === told.userID;

function endHere(told: Announcement) {
  const ended = endedBy(told);
  forgetSessions((cookie, userID) => ended(hashOf(cookie), userID));
  for (const socket of open) {
    if (ended(socket.cookieHash, socket.userID)) {
      open.delete(socket);
      socket.close();
    }
  }
}

/** Ends here, at once, what a session (or every session of a learner) had open, and tells the other web servers. */
export async function endSessions(sql: Sql, ended: {cookie: string} | {userID: string}) {
  const told: Announcement = 'cookie' in ended ? {cookieHash: hashOf(ended.cookie)} : {userID: ended.userID};
  endHere(told);
  await sql
    .notify(CHANNEL, JSON.stringify(told))
    .catch((error: unknown) => console.error('the other web servers could not be told that a session ended', error));
}

/** Follows the ends of sessions announced by every web server (this one's included: ending twice changes nothing);
 * returns what stops following, once it has. postgres.js listens again by itself after the database comes back. */
export function followSessionEnds(sql: Sql): () => Promise<void> {
  const listening = sql
    .listen(CHANNEL, (payload) => {
      const told = announcement.safeParse(JSON.parse(payload));
      if (told.success) endHere(told.data);
    })
    .catch((error: unknown) => {
      console.error('ends of sessions on other web servers are not followed', error);
      return null;
    });
  // Stopping while the database is gone (or its connections are being closed) has nothing left to stop.
  return () => listening.then((listener) => listener?.unlisten()).catch(() => {});
}
