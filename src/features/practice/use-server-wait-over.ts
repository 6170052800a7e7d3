// How long a practice page waits for the server's answer before it starts from what this device holds: a server
// that cannot be reached (the network down while the browser says it is online, the server restarting) never
// answers, and nothing waits forever. What syncs in later still reaches the page.
import {useEffect, useState} from 'react';

const LONGEST_WAIT_MS = 1500;

/** True once the page has waited the longest it waits for the server, from its first render. */
export function useServerWaitOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return over;
}
