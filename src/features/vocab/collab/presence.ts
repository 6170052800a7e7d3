// Who else has a shared deck open, from the presence rows (one per deck, user and device). Rows carry the server's
// time of their last heartbeat; this device's clock may differ from the server's, so the skew is estimated from
// this device's own row: its seen_at is the server's time when our last heartbeat landed.
import {PRESENCE_TIMEOUT_MS} from '../../../../schema/mutators/presence.ts';

export type PresenceRow = {
  user_id: string;
  device_id: string;
  display_name: string;
  item_id?: string | null;
  seen_at: number;
};

/** Server time minus this device's time, from our own row and when we sent the heartbeat it reflects. Without our
 * row yet, no skew is assumed. */
export function clockSkew(own: Pick<PresenceRow, 'seen_at'> | undefined, sentAt: number | undefined): number {
  if (!own || sentAt === undefined) return 0;
  return own.seen_at - sentAt;
}

/** Rows of other devices seen within the timeout, judged on the server's clock; one per user (their latest), with
 * the word they have in hand on any of their devices. */
export function othersPresent(
  rows: readonly PresenceRow[],
  {
    deviceID,
    now,
    skew,
    timeout = PRESENCE_TIMEOUT_MS,
  }: {
    deviceID: string;
    now: number;
    skew: number;
    timeout?: number;
  },
): PresenceRow[] {
  const serverNow = now + skew;
  const byUser = new Map<string, PresenceRow>();
  for (const row of rows) {
    if (row.device_id === deviceID || serverNow - row.seen_at > timeout) continue;
    const known = byUser.get(row.user_id);
    if (!known) byUser.set(row.user_id, row);
    else {
      const latest = row.seen_at > known.seen_at ? row : known;
      byUser.set(row.user_id, {...latest, item_id: latest.item_id ?? (latest === row ? known.item_id : row.item_id)});
    }
  }
  return [...byUser.values()].sort(
    (a, b) => a.display_name.localeCompare(b.display_name) || a.user_id.localeCompare(b.user_id),
  );
}

/** Initials for a small marker: "Aiko Sato" → "AS"; an empty name → "?". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  if (!parts.length) return '?';
  const letters = parts.length === 1 ? [...parts[0]!].slice(0, 2) : [[...parts[0]!][0]!, [...parts.at(-1)!][0]!];
  return letters.join('').toUpperCase();
}
