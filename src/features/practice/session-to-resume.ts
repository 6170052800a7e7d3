// Which stored practice session a page goes on from. The first copy a page sees can be older than the server's:
// Zero may call the query complete before it has caught up with answers given on another device, or with this
// device's own last answers before a reload. Until the learner answers on this page, a newer copy that arrives
// replaces it; after that, the page's own run is the newest and is kept.

type StoredSession = {session_id: string; last_updated_at: number};

/** Whether `arrived` should replace `shown` as the session to go on from. */
export function isNewerSession(arrived: StoredSession | null | undefined, shown: StoredSession | null): boolean {
  if (!arrived) return false;
  if (!shown) return true;
  return (
    arrived.last_updated_at > shown.last_updated_at ||
    (arrived.last_updated_at === shown.last_updated_at && arrived.session_id !== shown.session_id)
  );
}
