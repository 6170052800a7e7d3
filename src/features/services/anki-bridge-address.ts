// Where this device's AnkiConnect listens. It belongs to the device (Anki runs on this computer, perhaps on another
// port than its default), so it is kept in this browser only, never synced to the learner's other devices. Only an
// address on this computer is accepted: the page may connect to nothing else (its Content-Security-Policy).
import {atomWithStorage} from 'jotai/utils';

/** AnkiConnect's own default address. */
const DEFAULT_ANKI_BRIDGE = 'http://127.0.0.1:8765';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const ANKI_BRIDGE_ADDRESS_MESSAGE = 'The AnkiConnect address is on this computer, like http://127.0.0.1:8765';

/**
 * The address in normal form (http://host:port), or null when it is not an http address on this computer. The IPv6
 * loopback [::1] is written localhost, which reaches it too: the Content-Security-Policy can name no IPv6 address
 * (server/security-headers.ts), so the page may not connect to [::1] itself.
 */
export function ankiBridgeAddress(text: string): string | null {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (
    url.protocol !== 'http:' ||
    !LOOPBACK_HOSTS.has(url.hostname) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  )
    return null;
  return `http://${url.hostname === '[::1]' ? 'localhost' : url.hostname}:${url.port || '80'}`;
}

export const ankiBridgeAddressAtom = atomWithStorage('genki-anki-bridge', DEFAULT_ANKI_BRIDGE, undefined, {
  getOnInit: true,
});
