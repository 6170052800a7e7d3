// This tab's presence on a deck it may edit: a heartbeat every few seconds naming the word in hand (sent straight to
// Zero: it is not learner work), a goodbye when the deck closes or the page goes away; and the others present,
// judged on the server's clock.
import {useEffect, useMemo, useRef, useState} from 'react';
import {queries} from '../../../../schema/queries.ts';
import {mutators} from '../../../../schema/mutators.ts';
import {HEARTBEAT_EVERY_MS} from '../../../../schema/mutators/presence.ts';
import {useSession} from '../../../app/session/use-session.ts';
import {clockSkew, othersPresent, type PresenceRow} from './presence.ts';
import {useSyncedQuery} from '../../../app/use-synced-query.ts';

/** One id per tab (page load): two tabs of one learner are two devices. */
const DEVICE_ID = `tab-${crypto.randomUUID()}`;

export function usePresence(deckID: number, active: boolean, itemID: string | null) {
  const {user, zero} = useSession();
  const [rows] = useSyncedQuery(active ? queries.decks.presence({deckID}) : null, {ttl: '1m'});
  const lastSent = useRef<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!active || !user) return;
    const beat = () => {
      const seenAt = Date.now();
      lastSent.current = seenAt;
      void zero.mutate(mutators.presence.heartbeat({deckID, deviceID: DEVICE_ID, itemID, seenAt}));
      setNow(seenAt);
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, user, zero, deckID, itemID]);

  useEffect(() => {
    if (!active || !user) return;
    const leave = () => void zero.mutate(mutators.presence.leave({deckID, deviceID: DEVICE_ID}));
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [active, user, zero, deckID]);

  return useMemo(() => {
    const all = (rows ?? []) as PresenceRow[];
    const own = all.find((row) => row.device_id === DEVICE_ID && row.user_id === user?.id);
    // Until the server has answered a heartbeat, our row holds our own clock and the skew reads as none.
    const skew = clockSkew(own, lastSent.current);
    const others = othersPresent(all, {deviceID: DEVICE_ID, now, skew});
    const byItem = new Map<string, PresenceRow[]>();
    for (const person of others)
      if (person.item_id) byItem.set(person.item_id, [...(byItem.get(person.item_id) ?? []), person]);
    return {others: others.filter((person) => person.user_id !== user?.id), byItem};
  }, [rows, now, user?.id]);
}
